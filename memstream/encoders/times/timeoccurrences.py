"""The occurrences of a recurring mention ("Easter", "on the 2nd", "this summer") that
`TimeResolver.mention` keeps around the reference: Duckling's, which are all later, and
those it reads from a reference one period and a bit earlier (the previous one).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from memstream.encoders.times import timeclock, timeclockdays, timetwelve
from memstream.encoders.times.timemention import as_origin, occurrence, recurs
from memstream.encoders.times.timereader import Parser
from memstream.encoders.times.timerules import Occurrence

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
    before = [o for it in reader.parse(body, earlier) for o in item_values(it, body)]
    return values + before


def item_values(item: dict[str, Any], body: str) -> list[Occurrence]:
    """The readings of one of Duckling's matches of `body` ("after 6", "from 6": that hour)."""
    value = item.get("value") or {}
    if timeclock.after_clock(body) or timeclockdays.from_clock(body, 0, len(body)):
        value = as_origin(value)
    return timetwelve.readings(body, map(occurrence, value.get("values") or [value]))
