""" "The week of" a date ("week of june 16", "the week of the 9th", "wk of march 2"), or the
week named by its first day ("w/c 13th oct", "w/b the 3rd", "week commencing 2 june"): the
calendar week that holds that day, Monday to Sunday (tests/data/timeexpr.md: a week's grain
is its Monday), not the day alone, which Duckling reads ("june 16"), nor Duckling's own
reading of "the week of the 22nd" (a week that does not hold the 22nd). Each reading of the
day (a date with no year recurs) becomes its week; the mention widens back to "week of".

`timematchparts.parts` asks `day_of_week` (a match that starts with "week of": the day,
read alone), `timetogether.read_together` asks `week_of`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

#: "Week of" or "week commencing/beginning" ("w/c", "w/b"), as a week is named.
_NAMED = r"((the\s+)?(week|wk)\s+of|(the\s+)?week\s+(commencing|beginning)|w/[cb])"
#: "(the) week of" right before a date, "wk" too; spaces or "on"/"the" between; "w/c" and
#: "w/b" right before it, with no "on" ("a w/c on monday" is a wheelchair).
_WEEK_OF = re.compile(rf"\b({_NAMED}\s+)(?<!/[cb]\s)(on\s+)?$|\bw/[cb]\s+$", re.I)


#: A match that starts with "(the) week of" and a day after it.
_HEAD = re.compile(rf"^{_NAMED}\s+(?=\S)", re.I)


def day_of_week(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The day after "the week of" that heads the match text[start:stop], to read alone;
    None if no such head."""
    head = _HEAD.match(text[start:stop])
    return None if head is None else [(start + head.end(), stop)]


def _week(o: Occurrence) -> Occurrence:
    monday = o.start - timedelta(days=o.start.weekday())
    return Occurrence(monday, monday + timedelta(days=7), "week", "day")


def _named_before(text: str, start: int) -> re.Match[str] | None:
    """ "(The) week of" (or "w/c") right before text[start:]; not "w/c" before "on" ("a w/c
    | on monday" is a wheelchair, a week is named by its first day with no "on")."""
    head = _WEEK_OF.search(text[max(0, start - 24) : start])
    if head is not None and head.group(0).lower().startswith("w/"):
        return None if re.match(r"on\b", text[start:], re.I) else head
    return head


def heads_day(text: str, start: int) -> bool:
    """Whether "(the) week of" comes right before text[start:] ("the week of | the 19th")."""
    return _named_before(text, start) is not None


def week_of(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each day right after "the week of" widened to its week."""
    out = []
    for m in kept:
        head = _named_before(text, m.start)
        days = [m.chosen, *m.occurrences]
        if head is None or any(o.grain != "day" for o in days):
            out.append(m)
            continue
        start = m.start - len(head.group(0))
        out.append(
            replace(
                m,
                text=text[start : m.end],
                start=start,
                chosen=_week(m.chosen),
                occurrences=tuple(_week(o) for o in m.occurrences),
            )
        )
    return out
