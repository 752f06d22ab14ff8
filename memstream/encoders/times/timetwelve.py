"""A bare clock time in the twelfth hour with its minutes ("12:15", "at 12.30"), which has
two readings, as "1:15" and "at 12" have (tests/data/timeexpr.md: clock times without
am/pm, the nearest reading in the sentence's tense): Duckling lists only its noon ones, so
"our table's booked for 12:20", said at 23:30, would be tomorrow's lunchtime, not 00:20.
`TimeResolver` reads Duckling's values through `readings`, which adds those after midnight.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timerules import Occurrence

#: "12:15", "at 12.30" alone ("at 12:15 sharp"): no am/pm, no day, no part of the day.
_TWELVE = re.compile(
    r"^((at|by|around|for|from|till|until|til)\s+)?12[:.][0-5]\d(\s+sharp|\s+on\s+the\s+dot)?$",
    re.I,
)
_HALF_DAY = timedelta(hours=12)


def readings(body: str, found: Iterable[Occurrence | None]) -> list[Occurrence]:
    """Duckling's readings of `body` (None: a value that is no time) and, for a bare "12:MM"
    read only at noon, each one's reading twelve hours before and after (00:MM that day and
    the next), in time order."""
    values = [o for o in found if o is not None]
    if not _TWELVE.match(body) or not values:
        return values
    if any(o.unit != "minute" or o.start.hour != 12 for o in values):
        return values
    shifted = {o.start: o for o in values}
    for o in values:
        for step in (-_HALF_DAY, _HALF_DAY):
            try:
                moved = replace(o, start=o.start + step, end=o.end + step)
            except OverflowError:  # an open end (year 9999) has no reading twelve hours on
                continue
            shifted.setdefault(moved.start, moved)
    return [shifted[k] for k in sorted(shifted)]
