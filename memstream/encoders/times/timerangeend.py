"""A range that ends on a clock time with a day of its own ("sat 21:30 to sun 01:15", "fri
23:00 till sat 02:45", "from 10pm fri till 6am mon"): Duckling reads it as a closed range,
to the end of the last time's minute or hour; a range of clock times runs from the first
time to the second (tests/data/timeexpr.md, clock times), so it ends at the time as written
(01:15, 06:00). A range already ending there keeps its reading.

`timeclockrange.range_end` asks `minute_end`.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY

#: A hedge before a range's last time ("from 12 to about 2:15"): the range still ends at
#: the time as written (`timeclockrange.RANGE`), not a minute after it, as Duckling closes it.
HEDGE = r"(?:(?:about|around|roughly|approx\.?|~)\s*)?"
_DAY = rf"({WEEKDAY}|tomorrow|tmrw)\.?"


def _clock(name: str) -> str:
    """A clock time with its minutes, or an hour with am/pm ("01:15", "6am", "6:30 am"), its
    groups named with `name` first."""
    return rf"(?P<{name}h>\d{{1,2}})(?::(?P<{name}m>\d{{2}}))?\s*(?P<{name}ap>[ap]\.?m\.?)?"


#: The range's last time: a joining word, then a day of its own and a clock time, either
#: way round ("to sun 01:15", "till 6am mon").
_LAST_TIME = re.compile(
    rf"\s(to|till|til|until)\s+({_DAY}\s+{_clock('a')}|{_clock('b')}\s+{_DAY})$", re.I
)


def _written(m: re.Match[str]) -> tuple[int, int, bool] | None:
    """The last time's hour (0-23), minute, and whether its minutes are written; None for
    a bare hour with no am/pm (no clock time marked as one)."""
    k = "a" if m.group("ah") else "b"
    h, mins, ap = m.group(k + "h"), m.group(k + "m"), m.group(k + "ap")
    if mins is None and ap is None:
        return None
    hour = int(h)
    if ap:
        hour = hour % 12 + (12 if ap.lower().startswith("p") else 0)
    return hour % 24, int(mins or 0), mins is not None


def minute_end(body: str, o: Occurrence) -> Occurrence:
    """`o` ending at its last written time when `body` is a range of days and clock times
    that Duckling closed one minute (or hour) after it; `o` otherwise."""
    m = _LAST_TIME.search(body)
    written = None if m is None else _written(m)
    if written is None or o.grain != "interval":
        return o
    hour, minute, with_minutes = written
    end = o.end - (timedelta(minutes=1) if with_minutes else timedelta(hours=1))
    if (end.hour, end.minute) != (hour, minute) or end <= o.start:
        return o
    return Occurrence(o.start, end, o.grain, o.unit)
