"""A bare clock time told in the past, said in the small hours, about the night so far ("got
home from the gig at 1:30", said at 05:33; "the bus didn't show at 2:15", said at 02:51): that
hour of the night still going on, before the moment it was said, not the afternoon before it
(tests/data/timeexpr.md: with no day, the nearest reading in the sentence's tense; chat counts
the hours after midnight to the night before). A word of the evening in its clause ("gig",
"night", "show") reads it in the later half of the day (`timehalfday.window`), and so on the
afternoon before, more than twelve hours back; the night's own hours after midnight are the
evening's too. Only said before 06:00, only a reading from 00:00 to 03:59 that day, before the
moment it was said, and only in the past tense: a plan ("drinks at 2?") keeps the afternoon
ahead, and a clock time with a day keeps that day.

`timesettle.settle_mentions` asks `earlier_tonight`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, Tense, floor

#: A clock time alone: "at 1:30", "2:15", "by 2", no am/pm, no day.
_BARE = re.compile(r"^((at|by|around|about)\s+)?(1[0-2]|[1-9])([:.][0-5]\d)?$", re.I)
_HALF = timedelta(hours=12)
#: Said before this hour, the night is still going on.
_NIGHT_ENDS = 6
#: The night's hours after midnight read so: to 03:59.
_SO_FAR = 4


def earlier_tonight(m: Mention, o: Occurrence, wall: datetime, tense: Tense) -> Occurrence | None:
    """The reading of `m` twelve hours after `o`, in the small hours before `wall`, where `o`,
    the past reading settled, is on the afternoon before and it was said before 06:00; None
    otherwise."""
    if tense is not Tense.PAST or wall.hour >= _NIGHT_ENDS or not _BARE.match(m.text.strip()):
        return None
    if o.unit not in FINE:
        return None
    later = o.start + _HALF
    today = floor(wall, "day")
    if not (o.start < today <= later < wall and later.hour < _SO_FAR):
        return None
    return replace(o, start=later, end=o.end + _HALF)
