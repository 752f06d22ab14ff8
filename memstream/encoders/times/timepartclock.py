"""A clock time read on a part of the day named before it (`timejoins._on`): the reading
inside the part ("friday morning, the 9:05": 09:05); else, before an evening or a night, the
afternoon reading in the two hours before it starts, as chat opens the evening at 5 ("friday
evening, 5:00 and 6:10": 17:00); else one in the small hours after its midnight
(timesmallhours.py). The next step of a plan after "then" is no hour of the small hours
before the day's waking hours ("3 cleans this morning then the villa at 2": 14:00; tests/data/
timeexpr.md: a clock time without am/pm is its daytime reading unless the sentence tells
otherwise), but the first such reading from the part's start.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from memstream.encoders.times.timeclock import DAY_HOURS
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timesmallhours import small_hours

#: How long before an evening (18:00) chat still counts its hours to it ("evening, 5:00").
_EARLY_EVENING = timedelta(hours=2)


def in_part(part: Occurrence, readings: list[datetime], later: bool = False) -> list[datetime]:
    """The readings of a clock time that fall on `part` (a part of a day), best first;
    `later`: the clock time is the next step of a plan after "then"."""
    inside = [r for r in readings if part.start <= r < part.end]
    if later:
        waking = [r for r in readings if r >= part.start and r.hour >= DAY_HOURS[0]]
        inside = [r for r in inside if r.hour >= DAY_HOURS[0]] or waking[:1]
    if not inside and part.start.hour >= 12:
        inside = [r for r in readings if part.start - _EARLY_EVENING <= r < part.start]
    return inside or small_hours(part, readings)
