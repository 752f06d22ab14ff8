"""A range from a clock time on a named day to a later clock time ("from 6am tmrw till 9pm",
"from 8am on friday to 5:30pm"): from the first time to the second (tests/data/timeexpr.md,
"ranges": "from 1 to 3" is 13:00-15:00). Duckling reads such a range with the day between
its times to the end of the second time's hour (22:00) or minute (21:31); the range ends
where the second time starts. `timeclockrange` reads the ranges with no day between.

`timeexpr.TimeResolver._read` asks `clock_value`, which reads `timenightclock`'s small hours
first.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from memstream.encoders.times.timemention import wall_time
from memstream.encoders.times.timenightclock import small_hours_value

_T = r"\d{1,2}(:[0-5]\d)?\s*([ap]\.?m\.?)?"
#: "from" a clock time, a day in words, then "till"/"to" a clock time.
_FROM_DAY_TILL = re.compile(
    rf"^from\s+{_T}\s+(on\s+)?[a-z][a-z ]{{2,20}}?\s+(till?|until|to|-)\s+"
    r"(?P<h>\d{1,2})(?P<m>:[0-5]\d)?\s*(?P<ap>[ap]\.?m\.?)?$",
    re.I,
)
_STEP = {"hour": timedelta(hours=1), "minute": timedelta(minutes=1)}


def clock_value(body: str, value: dict[str, Any]) -> dict[str, Any]:
    """Duckling's `value` for `body` with a clock time in the small hours after the night it
    was in ("3:12am last night") and a range's end where its second time starts."""
    return till_clock_value(body, small_hours_value(body, value))


def till_clock_value(body: str, value: dict[str, Any]) -> dict[str, Any]:
    """Duckling's `value` for `body`, or, where it is a range from a clock time on a named
    day to a clock time that Duckling ends one hour or minute late, the range to that time."""
    m = _FROM_DAY_TILL.match(body)
    to = value.get("to") if value.get("type") == "interval" else None
    if m is None or not to:
        return value
    step = _STEP.get(str(to.get("grain")))
    if step is None:
        return value
    end = wall_time(to["value"]) - step
    hour = int(m.group("h")) % 12 + (12 if (m.group("ap") or "").lower().startswith("p") else 0)
    minute = int((m.group("m") or ":0")[1:])
    if (end.hour % (24 if m.group("ap") else 12), end.minute) != (hour, minute):
        return value  # not the time said: Duckling's own reading stays
    moved = {**value, "to": _earlier(to, step)}
    if "values" in value:  # Duckling's other readings ("friday": the fridays after it too)
        moved["values"] = [
            {**v, "to": _earlier(v["to"], step)} if v.get("to") else v for v in value["values"]
        ]
    return moved


def _earlier(to: dict[str, Any], step: timedelta) -> dict[str, Any]:
    """Duckling's end `to` one `step` earlier."""
    moved = datetime.fromisoformat(str(to["value"]).replace("Z", "+00:00")) - step
    return {**to, "value": moved.isoformat()}
