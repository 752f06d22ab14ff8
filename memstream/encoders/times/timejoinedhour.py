"""A bare hour joined by "and"/"or" to a clock time on a named day, ending its clause ("can
anyone do sun 9:30 and 11?", "tues at 10:15 or 2."): a second clock time on that day
(tests/data/timeexpr.md, "clock times without am/pm"), which Duckling leaves untagged as a
lone number; settled with the first, the reading nearest it, the later on a tie ("fri at
6:45 and 7" is 19:00). Not a number with a noun or more words after it
("sat at 9:30 and 11 of us came"), nor one after a clock time with no day ("at 5 or 6").
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times.timeclockonday import _CLOCK_ONLY
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, floor

#: "and"/"or" and an hour of the 12-hour clock, then the clause's end.
_JOINED_HOUR = re.compile(
    r"\s*,?\s*(?:and|or|&)\s+(?P<hour>[1-9]|1[0-2])(?=\s*(?:[?!.,;]|$))", re.I
)


def _hour(first: Occurrence, hour: int) -> Occurrence:
    """The reading of `hour` nearest the first, the later one on a tie ("fri at 6:45 and 7":
    19:00, not 07:00; "sat at 8 and 2": 14:00)."""
    day = floor(first.start, "day")
    readings = [
        day + timedelta(days=d, hours=h) for d in (-1, 0, 1) for h in (hour % 12, hour % 12 + 12)
    ]
    start = min(readings, key=lambda r: (abs(r - first.start), r < first.start))
    return Occurrence(start, start + timedelta(hours=1), "hour", "hour")


def joined_hours(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions with a bare hour joined to a clock time on a named day added, on that
    day ("sun 9:30 and 11?": Sunday 11:00)."""
    added = []
    for first in found:
        if first.chosen.grain not in ("hour", "minute") or first.chosen.unit not in FINE:
            continue
        if _CLOCK_ONLY.match(first.text) and first.anchor is None:
            continue  # "at 5 or 6": no day named
        m = _JOINED_HOUR.match(text, first.end)
        if m is None:
            continue
        start, end = m.span("hour")
        if any(o.start < end and start < o.end for o in found):
            continue
        hour = int(m.group("hour"))
        chosen = _hour(first.chosen, hour)
        options = tuple(_hour(o, hour) for o in first.occurrences)
        anchor = first.start if first.occurrences else None
        added.append(
            Mention(m.group("hour"), start, end, chosen, options, named=first.named, anchor=anchor)
        )
    return sorted(found + added, key=lambda m: m.start) if added else found
