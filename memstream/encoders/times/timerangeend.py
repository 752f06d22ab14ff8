"""A range that ends on a clock time written with its minutes after a day of its own ("sat
21:30 to sun 01:15", "fri 23:00 till sat 02:45"): Duckling reads it as a closed range, to
the end of the last minute; a range of clock times runs from the first time to the second
(tests/data/timeexpr.md, clock times), so it ends at the time as written (01:15). A range
already ending there keeps its reading.

`timeclock.range_end` asks `minute_end`.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY

#: The range's last time: a joining word, a day of its own, a clock time with minutes.
_LAST_TIME = re.compile(
    rf"\s(to|till|til|until)\s+({WEEKDAY}|tomorrow|tmrw)\s+(?P<h>\d{{1,2}}):(?P<m>\d{{2}})$",
    re.I,
)


def minute_end(body: str, o: Occurrence) -> Occurrence:
    """`o` ending at its last written time when `body` is a range of days and clock times
    that Duckling closed one minute after it; `o` otherwise."""
    m = _LAST_TIME.search(body)
    if m is None or o.grain != "interval":
        return o
    end = o.end - timedelta(minutes=1)
    if (end.hour, end.minute) != (int(m.group("h")) % 24, int(m.group("m"))) or end <= o.start:
        return o
    return Occurrence(o.start, end, o.grain, o.unit)
