"""A clock time written with a glued "h" and no minutes ("thursday 14h", "fri 8h", "at 9h"):
the hour, as "at 3" or "8pm" is (tests/data/timeexpr.md, "a clock time's grain": on the hour
it is that hour), not the minute Duckling reads. With its minutes ("18h30", "14h00") it stays
that minute, as "7:00" does.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times.timerules import Occurrence

#: The mention ends in an hour and a glued "h", no minutes after it: "14h", "thurs 8h".
_HOUR_MARK = re.compile(r"(?<![\d:.])\d{1,2}\s?h$", re.I)


def on_the_hour(o: Occurrence, body: str) -> Occurrence:
    """`o` as that whole hour where `body` ends in an hour written "14h" and `o` is a minute."""
    if o.grain != "minute" or not _HOUR_MARK.search(body.strip()):
        return o
    if o.start.minute or o.end - o.start != timedelta(minutes=1):
        return o
    return Occurrence(o.start, o.start + timedelta(hours=1), "hour", "hour")
