""" "The friday after", "the monday after" at the end of a clause, after a date named before it
("movers come on the 14th and the cleaners the tuesday after"; "we land on the 6th and fly home the
sunday after"): the first such weekday after that date (tests/data/timeexpr.md, read against a date
named before it: "the week (day) after" that ends its clause is that far from it), not the next one
from the day it is said. Read with the date before it (`Mention.anchor`), so it settles wherever
that one settles. "The friday after next", "the sunday after christmas", "the tuesday after we met"
keep their own readings: "after" there has an object. So is "the following monday" ("movers
come on the 9th, cleaners the following tues").

`timetogether.read_together` asks `weekday_after`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

#: "the" right before the weekday.
_THE = re.compile(r"\bthe\s+$", re.I)
#: "the following" right before the weekday ("the following tues").
_FOLLOWING = re.compile(r"\bthe\s+following\s+$", re.I)
#: "after" that ends its clause right after the weekday.
_AFTER = re.compile(r"^(\s+after)\s*(?:[.,;:!?)]|$|\s+(?:and|but|so|then|or)\b)", re.I)
#: Grains of a date the weekday can be read against.
_DATED = frozenset({"day", "hour", "minute", "second"})


def _after(o: Occurrence, weekday: int) -> Occurrence:
    """The first day with `weekday` after the day `o` starts on."""
    day = o.start.replace(hour=0, minute=0, second=0, microsecond=0)
    ahead = (weekday - day.weekday() - 1) % 7 + 1
    start = day + timedelta(days=ahead)
    return Occurrence(start, start + timedelta(days=1), "day", "day")


def weekday_after(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each "the <weekday> after" that ends its clause, or "the following
    <weekday>", read after the dated mention before it."""
    out = list(kept)
    for k in range(1, len(out)):
        first, m = out[k - 1], out[k]
        weekday = WEEKDAY_NUMBERS.get(m.text.strip().lower())
        if weekday is None or m.anchor is not None or first.chosen.grain not in _DATED:
            continue
        the = _THE.search(text[max(0, m.start - 5) : m.start])
        after = _AFTER.match(text[m.end : m.end + 12])
        following = _FOLLOWING.search(text[max(0, m.start - 20) : m.start])
        if following is not None:  # "the following monday": as "the monday after"
            the, end = following, m.end
        elif the is None or after is None:
            continue
        else:
            end = m.end + after.end(1)
        out[k] = replace(
            m,
            text=text[m.start - len(the.group(0)) : end],
            start=m.start - len(the.group(0)),
            end=end,
            chosen=_after(first.chosen, weekday),
            occurrences=tuple(_after(o, weekday) for o in first.occurrences),
            anchor=first.start,
        )
    return out
