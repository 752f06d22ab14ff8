"""A bare clock time told with no tense, said in the small hours ("handover at 7:30 then 3
more nights on the ward", said at 00:00): the day just begun, ahead, not the evening before
it, though that reading is nearer (19:30 the previous day, 4.5 hours back, against 07:30,
7.5 hours on). Past midnight the evening before is "last night" to a speaker; a clock time
with no day, no am/pm and no past verb names the hours of the new day. Only up to 05:00 and
only for a reading ahead on that same day; a past verb or "last night" keeps the evening
("got home at 11", said at 01:00). `timesettle.settle_mentions` asks `ahead_in_small_hours`
(`timesmallhours` is the other way round: a clock time after midnight read on the night
named before it).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, Tense, floor

#: A clock time alone: "at 7:30", "7:30", "by 6", no am/pm, no day.
_BARE = re.compile(r"^((at|by|around|from)\s+)?\d{1,2}([:.]\d{2})?$", re.I)
_SMALL_HOURS_END = 5


def ahead_in_small_hours(
    m: Mention, o: Occurrence, wall: datetime, tense: Tense
) -> Occurrence | None:
    """The reading of `m` ahead on the day just begun, where `o`, the nearest one settled
    with no tense, is on the day before and it was said before 05:00; None otherwise."""
    if tense is not Tense.NEAREST or wall.hour >= _SMALL_HOURS_END or not _BARE.match(m.text):
        return None
    today = floor(wall, "day")
    if o.unit not in FINE or o.start >= today:
        return None
    ahead = [
        x for x in m.occurrences if x.unit in FINE and wall <= x.start < today + timedelta(hours=12)
    ]
    return ahead[0] if ahead else None
