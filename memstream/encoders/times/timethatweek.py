""" "That weekend" and "that week" (chat's "wknd", "wkend", "wk") after a day named before it
in the message ("the fair is on the 21st, anyone free that weekend?", "the appt is 3 jul at
4:45, he has them that wk"): the weekend or the calendar week that holds that day
(tests/data/timeexpr.md, read against a date named before it: a week is Monday to Monday, a
weekend Saturday and Sunday), not the coming one from the moment it was said. Read with that
mention (`Mention.anchor`), so it settles wherever that one settles. With no single day
named before it (nothing, a month, a week: "in june, that week was hell") Duckling's
reading stays, or none where Duckling reads none; so does a week told against the day or
named by what follows it ("away that week after", "that week in june", "that weekend of
the 4th"), and a clock time with no day of its own ("meeting at 3pm. that week i'm
remote": no day named).

`timetogether.read_together` asks `that_week`.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, floor

#: "that weekend", "that week" and their chat spellings.
_THAT = re.compile(r"\bthat\s+(?P<unit>weekend|wknd|wkend|week|wk)\b", re.I)
_WEEKENDS = frozenset({"weekend", "wknd", "wkend"})
#: What after the phrase tells another week than the one holding the day.
_TOLD = re.compile(r"^\s*(after|before|in|of)\b", re.I)
#: A clock time alone ("at 3pm", "by 9:30"): no day named.
_CLOCK_ONLY = re.compile(r"^((at|by|around)\s+)?\d{1,2}([:.]\d\d)?\s*([ap]\.?m\.?)?$", re.I)


def _one_day(o: Occurrence) -> bool:
    return o.unit in ("day", "hour", "minute") and o.end - o.start <= timedelta(days=1)


def _holding(o: Occurrence, weekend: bool) -> Occurrence:
    """The calendar week, or its weekend, that holds the day of `o`."""
    monday = floor(o.start, "week")
    if weekend:
        sat = monday + timedelta(days=5)
        return Occurrence(sat, sat + timedelta(days=2), "interval", "day")
    return Occurrence(monday, monday + timedelta(days=7), "week", "day")


def that_week(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each "that weekend/week" read as the one holding the single day named
    last before it; a mention of Duckling's inside the phrase ("weekend") gives way."""
    out = list(kept)
    for found in _THAT.finditer(text):
        start, end = found.span()
        before = [m for m in out if m.end <= start]
        if not before or not _one_day(before[-1].chosen) or _TOLD.match(text[end:]):
            continue
        if _CLOCK_ONLY.match(before[-1].text):
            continue
        day = before[-1]
        weekend = found.group("unit").lower() in _WEEKENDS
        out = [m for m in out if m.end <= start or m.start >= end]
        out.append(
            Mention(
                text=found.group(0),
                start=start,
                end=end,
                chosen=_holding(day.chosen, weekend),
                occurrences=tuple(_holding(o, weekend) for o in day.occurrences),
                anchor=day.start,
            )
        )
    return sorted(out, key=lambda m: m.start)
