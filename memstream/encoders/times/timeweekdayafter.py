""" "The friday after", "the monday after" at the end of a clause, after a date named before it
("movers come on the 14th and the cleaners the tuesday after"; "we land on the 6th and fly home the
sunday after"): the first such weekday after that date (a day, or a time on one);
"the friday before" ("term runs sept 8 to dec 19, orientation is the friday before"): the last
such weekday before it (before the first day of a range). So tests/data/timeexpr.md reads
against a date named before it ("the week (day) after" that ends its clause is that far from
it), not the next one from the day it is said. Read with the date before it (`Mention.anchor`),
so it settles wherever that one settles. "The friday after next", "the sunday after christmas",
"the tuesday after we met", "the friday before christmas" keep their own readings: "after"
("before") there has an object. So is "the following monday" ("movers come on the 9th,
cleaners the following tues").

`timetogether.read_together` asks `weekday_after`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import HIGH, LOW, Occurrence
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

#: "the" right before the weekday.
_THE = re.compile(r"\bthe\s+$", re.I)
#: "the following" right before the weekday ("the following tues").
_FOLLOWING = re.compile(r"\bthe\s+following\s+$", re.I)
#: "after" or "before" that ends its clause right after the weekday.
_AFTER = re.compile(r"^(\s+(after|before))\s*(?:[.,;:!?)]|$|\s+(?:and|but|so|then|or)\b)", re.I)
#: Grains of a date the weekday can be read against.
_DATED = frozenset({"day", "hour", "minute", "second"})


def _after(o: Occurrence, weekday: int, before: bool = False) -> Occurrence:
    """The first day with `weekday` after the day `o` starts on, or with `before` the last
    one before it (before the first day of a range of days)."""
    day = o.start.replace(hour=0, minute=0, second=0, microsecond=0)
    if before:
        start = day - timedelta(days=(day.weekday() - weekday - 1) % 7 + 1)
        return Occurrence(start, start + timedelta(days=1), "day", "day")
    ahead = (weekday - day.weekday() - 1) % 7 + 1
    start = day + timedelta(days=ahead)
    return Occurrence(start, start + timedelta(days=1), "day", "day")


def _dated(o: Occurrence, before: bool) -> bool:
    """Whether `o` is a date the weekday can be read against: a day, a time on one or a
    span of hours within one ("the fair is dec 9, 9am to 2pm, ... the friday before"), or,
    before it, a range of whole days ("sept 8 to dec 19")."""
    hours = o.grain == "interval" and o.unit in _DATED and o.end - o.start <= timedelta(days=1)
    if o.grain in _DATED or hours or not before:
        return o.grain in _DATED or hours
    whole = all(t.hour == t.minute == t.second == 0 for t in (o.start, o.end))
    return o.grain == "interval" and o.unit == "day" and whole and o.start > LOW and o.end < HIGH


def weekday_after(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each "the <weekday> after (before)" that ends its clause, or "the
    following <weekday>", read after (before) the dated mention before it."""
    out = list(kept)
    for k in range(1, len(out)):
        first, m = out[k - 1], out[k]
        weekday = WEEKDAY_NUMBERS.get(m.text.strip().lower())
        the = _THE.search(text[max(0, m.start - 5) : m.start])
        after = _AFTER.match(text[m.end : m.end + 12])
        following = _FOLLOWING.search(text[max(0, m.start - 20) : m.start])
        before = following is None and after is not None and after.group(2).lower() == "before"
        if weekday is None or m.anchor is not None or not _dated(first.chosen, before):
            continue
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
            chosen=_after(first.chosen, weekday, before),
            occurrences=tuple(_after(o, weekday, before) for o in first.occurrences),
            anchor=first.start,
        )
    return out
