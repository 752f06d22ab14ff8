"""A day N days or weeks from a weekday ("ep 48 a week from friday", "two weeks from
monday"): the coming weekday (Duckling's reading) moved on by that much. Duckling reads the
weekday alone; it reads "a week from tomorrow", "a week from the 12th" itself. One reading:
the offset counts from the next such day after the day it is said on, whatever the tense.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.timemention import Mention
from memstream.encoders.timerules import Occurrence
from memstream.encoders.timevocab import WEEKDAY

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
