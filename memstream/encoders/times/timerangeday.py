"""A range of clock times introduced by "from" or "between" and followed by its day ("the
stall is up from 8 to 12 on saturday", "the site is down between 1 and 3 tomorrow"): clock
times on that day (tests/data/timeexpr.md, ranges of clock times), even after "up" or
"down", which before a bare range tell a score or a change ("up 2 to 1", "down from 8 to
6"); a day after the range says it is the hours of that day.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: The day right after a range: "on saturday", "tomorrow", "this sunday", "tonight".
_DAY_AFTER = re.compile(
    rf"^\s+((on|this|next)\s+)?(today|tomorrow|tmrw|tmr|tonight|{WEEKDAY}\b)", re.I
)


def on_its_day(text: str, intro: str, end: int) -> bool:
    """Whether a range introduced by `intro` ("from", "between") ends at `end` right before
    its day."""
    return bool(intro) and bool(_DAY_AFTER.match(text[end : end + 30]))
