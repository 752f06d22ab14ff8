"""A bare hour joined by "and"/"or" to a clock time on a named day, ending its clause ("can
anyone do sun 9:30 and 11?", "tues at 10:15 or 2."): a second clock time on that day
(tests/data/timeexpr.md, "clock times without am/pm"), which Duckling leaves untagged as a
lone number; settled with the first, in the daytime when the first is, else the reading
nearest it (`timeclockdays._beside`). Not a number with a noun or more words after it
("sat at 9:30 and 11 of us came"), nor one after a clock time with no day ("at 5 or 6").
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times.timeclockdays import _beside
from memstream.encoders.times.timejoins import _CLOCK_ONLY
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, floor

#: "and"/"or" and an hour of the 12-hour clock, then the clause's end.
_JOINED_HOUR = re.compile(
    r"\s*,?\s*(?:and|or|&)\s+(?P<hour>[1-9]|1[0-2])(?=\s*(?:[?!.,;]|$))", re.I
)


def _hour(first: Occurrence, hour: int) -> Occurrence:
    start = floor(first.start, "day") + timedelta(hours=hour)
    return _beside(first, Occurrence(start, start + timedelta(hours=1), "hour", "hour"))


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
