"""A clock time read on a part of the day named before it (`timeclockonday._on`): the reading
inside the part ("friday morning, the 9:05": 09:05); a part named an evening opens two hours
before 18:00, as chat opens the evening at 5 ("friday evening, 5:00 and 6:10": 17:00,
`opened`), a night does not: its hours run on past its midnight ("last night, got home at 5",
"tonight, bed at 4": 05:00, 04:00); else one in the small hours after its midnight
(timesmallhours.py). The next step of a plan after "then" is no hour of the small hours
before the day's waking hours ("3 cleans this morning then the villa at 2": 14:00; tests/data/
timeexpr.md: a clock time without am/pm is its daytime reading unless the sentence tells
otherwise), but the first such reading from the part's start.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timeclock import DAY_HOURS, hours_for
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timesmallhours import small_hours

#: How long before an evening (18:00) chat still counts its hours to it ("evening, 5:00").
_EARLY_EVENING = timedelta(hours=2)
#: A part of the day named an evening ("friday evening", "this eve"), not a night.
_EVENING = re.compile(r"\b(evening|evenin|eve)\b", re.I)
_HALF = re.compile(r"[ap]\.?m|midnight|noon|midday", re.I)


def opened(part: Occurrence, name: str) -> Occurrence:
    """The part of the day `part`, written `name`, as a clock time after it reads it: an
    evening from two hours before it starts ("thursday evening, 4:30 pickup": 16:30); any
    other part as it is."""
    if not _EVENING.search(name) or part.start.hour < 12:  # not "christmas eve", a day
        return part
    return Occurrence(part.start - _EARLY_EVENING, part.end, part.grain, part.unit)


def in_part(part: Occurrence, readings: list[datetime], later: bool = False) -> list[datetime]:
    """The readings of a clock time that fall on `part` (a part of a day), best first;
    `later`: the clock time is the next step of a plan after "then"."""
    inside = [r for r in readings if part.start <= r < part.end]
    if later:
        waking = [r for r in readings if r >= part.start and r.hour >= DAY_HOURS[0]]
        inside = [r for r in inside if r.hour >= DAY_HOURS[0]] or waking[:1]
    return inside or small_hours(part, readings)


def told_half(
    text: str,
    clock: Mention,
    ambiguous: bool,
    whole_day: bool,
    window: tuple[int, int] | None = None,
) -> tuple[Occurrence, bool]:
    """A bare clock time after a whole day and a comma, in the half of the day its sentence
        tells ("farewell dinner next sat, 9:30": 21:30, not ambiguous any more), or as it was
        where it tells none or both halves fit (`timeclock.hours_for`), or follows a part of a
        day or an hour ("left the club an hour ago, home by 3": the part's own reading); `window`,
    the window its caller read, where it is not the clock time's own sentence's."""
    o = clock.chosen
    hours = window or hours_for(text, clock.start, clock.end)
    hours = hours if ambiguous and whole_day and not _HALF.search(clock.text) else DAY_HOURS
    told = [h for h in (o.start.hour % 12, o.start.hour % 12 + 12) if hours[0] <= h < hours[1]]
    if hours == DAY_HOURS or len(told) != 1:
        return o, ambiguous
    start = o.start.replace(hour=told[0])
    return Occurrence(start, start + (o.end - o.start), o.grain, o.unit), False
