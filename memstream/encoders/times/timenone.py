"""A match headed by "none" ("got 2 yesterday, none today so far", "none tomorrow
either"): the word of no count, not "noon", which Duckling reads it as ("none today" as 12:00
today); the day after it is the time, its own calendar unit (tests/data/timeexpr.md: a day
is midnight to midnight).

`timematchparts.parts` asks `none_head`.
"""

from __future__ import annotations

import re

#: "none" and the words after it, the whole match.
_NONE = re.compile(r"^none\s+(?=\S)", re.I)


def none_head(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part after "none" of the match text[start:stop] that starts with it, None if it
    does not."""
    m = _NONE.match(text[start:stop])
    if m is None:
        return None
    return [(start + m.end(), stop)]
