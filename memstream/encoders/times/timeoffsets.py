"""A day N days or weeks from a weekday ("the vet a week from thursday", "two weeks from
monday"): the coming weekday (Duckling's reading) moved on by that much. Duckling reads the
weekday alone; it reads "a week from tomorrow", "a week from the 12th" itself. One reading:
the offset counts from the next such day after the day it is said on, whatever the tense.

So does British chat's "a week on friday" and "a fortnight on friday" (`week_on`): the
weekday a week or two after the coming one, the words of the offset held in the mention.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_FROM_WEEKDAY = re.compile(
    r"^(?P<n>\d|a|an|one|two|three|four|five|six)\s+(?P<unit>days?|weeks?)\s+from\s+"
    rf"(this\s+|next\s+|on\s+)?({WEEKDAY})"
    r"\.?$",
    re.I,
)


def _moved(o: Occurrence, by: timedelta) -> Occurrence:
    return Occurrence(o.start + by, o.end + by, o.grain, o.unit)


def from_weekday(found: list[Mention], wall: datetime) -> list[Mention]:
    """Each mention "N days/weeks from <weekday>" moved on from the coming weekday (not the
    day it is said on: one says "a week from today")."""
    out = []
    for m in found:
        f = _FROM_WEEKDAY.match(m.text)
        if f is None or m.chosen.grain != "day":
            out.append(m)
            continue
        n = int(_COUNTS.get(f.group("n").lower(), f.group("n")))
        by = timedelta(days=n * (7 if f.group("unit").lower().startswith("week") else 1))
        if m.chosen.start <= wall:
            by += timedelta(days=7)
        out.append(replace(m, chosen=_moved(m.chosen, by), occurrences=()))
    return out


#: "a week" or "a fortnight" right before "on <weekday>" ("see you a fortnight on friday").
_WEEK_ON_BEFORE = re.compile(r"\b(?<!been\s)(a|one)\s+(week|fortnight)\s+$", re.I)
_ON_WEEKDAY = re.compile(rf"^on\s+({WEEKDAY})\.?$", re.I)


def week_on(text: str, found: list[Mention], wall: datetime) -> list[Mention]:
    """Each "on <weekday>" after "a week"/"a fortnight" moved on from the coming weekday by a
    week or two ("a fortnight on friday", said on a Tuesday, is 17 days away)."""
    out = []
    for m in found:
        w = _WEEK_ON_BEFORE.search(text, max(0, m.start - 20), m.start)
        if w is None or not _ON_WEEKDAY.match(m.text) or m.chosen.grain != "day":
            out.append(m)
            continue
        by = timedelta(days=14 if w.group(2).lower() == "fortnight" else 7)
        if m.chosen.start <= wall:
            by += timedelta(days=7)
        moved = _moved(m.chosen, by)
        out.append(
            replace(m, text=text[w.start() : m.end], start=w.start(), chosen=moved, occurrences=())
        )
    return out
