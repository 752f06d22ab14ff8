"""The occurrences of a recurring mention ("Easter", "on the 2nd", "this summer") that
`TimeResolver.mention` keeps around the reference: Duckling's, which are all later, and
those it reads from a reference one period and a bit earlier (the previous one).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from memstream.encoders.times import timeclock, timeclockdays, timetwelve
from memstream.encoders.times.timemention import as_origin, latest_per_end, occurrence, recurs
from memstream.encoders.times.timereader import Parser
from memstream.encoders.times.timerules import HIGH, Occurrence

#: "from X" with no end in it ("from may"; not "from feb 14 to feb 16", "from 10-11").
_FROM = re.compile(r"^from\s(?!.*(\s(to|until|till|til|through|thru)\s|[-\u2013\u2014]))", re.I)
_DEICTIC = re.compile(r"\b(today|tonight|tomorrow|tmrw|tmr|yesterday)\b", re.I)


def occurrences(
    reader: Parser, body: str, wall: datetime, values: list[Occurrence]
) -> list[Occurrence]:
    """`values` and the readings of `body` from a reference one period and a bit earlier
    (Duckling lists only later ones): the previous occurrence of "Easter" or "on the 2nd"
    as Duckling computes it."""
    if not values:
        values = [o for it in reader.parse(body, wall) for o in item_values(it, body)]
        if not recurs(values):
            return []
    if _DEICTIC.search(body):
        return values  # "tomorrow at 10:30": from an earlier reference, another day
    period = values[1].start - values[0].start
    try:
        earlier = wall - period * 1.2
    except OverflowError:
        return values
    # "the photos from may": read as its origin (May), the earlier reading is May too, not
    # Duckling's open "from may" on to the year 9999
    origin = _FROM.match(body) is not None and all(o.end != HIGH for o in values)
    before = [o for it in reader.parse(body, earlier) for o in item_values(it, body, origin)]
    return latest_per_end(values + before)  # "from the 27th to the 31st": 27 to 31 December


def item_values(item: dict[str, Any], body: str, origin: bool = False) -> list[Occurrence]:
    """The readings of one of Duckling's matches of `body` ("after 6", "from 6": that hour;
    `origin`: "from X" is X)."""
    value = item.get("value") or {}
    if origin or timeclock.after_clock(body) or timeclockdays.from_clock(body, 0, len(body)):
        value = as_origin(value)
    return timetwelve.readings(body, map(occurrence, value.get("values") or [value]))
