"""A clock time in the small hours before the night it was in ("caught someone at the gate
at 3:12am last night", "bed at 1:30am tonight"): that time after the night's midnight
(tests/data/timeexpr.md: chat counts the hours after midnight to the night before, "from
11pm to 3am last night" runs to 03:00). Duckling finds no such time inside the night
(18:00-24:00) and reads the whole night; a clock time that is in it ("at 11:40pm last
night") Duckling reads itself.

`timeexpr.TimeResolver._read` asks `small_hours_value`.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any

from memstream.encoders.times.timemention import wall_time

_CLOCK_NIGHT = re.compile(
    r"^((at|around|about|by)\s+)?(?P<h>\d{1,2})(:(?P<m>[0-5]\d))?\s*(?P<ap>a\.?m\.?)?\s+"
    r"(last\s+night|tonight|tonite)$",
    re.I,
)
#: How far past midnight a night goes on.
_SMALL_HOURS_END = 6


def small_hours_value(body: str, value: dict[str, Any]) -> dict[str, Any]:
    """Duckling's `value` for `body`, or, where it is the whole night before a clock time in
    the small hours ("3:12am last night"), that clock time after the night's midnight."""
    m = _CLOCK_NIGHT.match(body)
    if m is None or value.get("type") != "interval" or not value.get("to"):
        return value
    hour = int(m.group("h")) % 12 if m.group("ap") else int(m.group("h"))
    if hour >= _SMALL_HOURS_END or not (m.group("ap") or m.group("m")):
        return value  # "at 9 last night": Duckling's reading of the evening's 9
    midnight = wall_time(value["to"]["value"])
    if (midnight.hour, midnight.minute) != (0, 0):
        return value
    at = midnight + timedelta(hours=hour, minutes=int(m.group("m") or 0))
    grain = "minute" if m.group("m") else "hour"
    one = {"type": "value", "value": at.isoformat(), "grain": grain}
    return {**one, "values": [one]}
