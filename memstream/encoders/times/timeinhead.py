""" "In" a bare number, then a day of its own ("crossword in 9 this morning", "solved
it in 4 yesterday", "got there in 2 tonight"): how many goes or how long something took, then the
day (tests/data/timeexpr.md, not dates: "in" a number told as how long something took is
no time). Duckling reads "in 9 today" as one match, nine seconds from now, and the day
with it. The day is read alone; "in" a number after a word of coming ("I'll be there in 5
tonight"), chat's minutes, keeps the whole match.

`timematchparts.parts` asks `day_after_count`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeinphrases import chat_minutes

#: "in" a number up to 99, then a day of its own that ends the match.
_IN_COUNT_DAY = re.compile(
    r"^(in\s+\d{1,2}\s+)(today|tonight|tonite|yesterday|tomorrow|tmrw|this\s+morning|"
    r"last\s+night)$",
    re.I,
)


def day_after_count(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The day after "in" a number that the match text[start:stop] holds, None if it holds
    no such count or the count is chat's minutes."""
    m = _IN_COUNT_DAY.match(text[start:stop])
    if m is None:
        return None
    count_end = start + len(m.group(1).rstrip())
    if chat_minutes(text, start, count_end, False):
        return None
    return [(start + m.end(1), stop)]
