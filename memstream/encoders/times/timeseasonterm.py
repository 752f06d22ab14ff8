"""A school's or a college's term named by its season ("the planner for autumn term",
"spring term starts", "over summer term"): the season's stretch, its whole months
(tests/data/timeexpr.md, "Not dates": "the summer term" is the season's stretch, not a
season that is a noun's attribute). Duckling reads the season, which the filter drops
where it looks like a noun's attribute ("the planner for autumn"); the term is read here,
as Duckling reads the season alone, in the sentence's tense.

`TimeResolver` asks `season_terms` beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from memstream.encoders.times.timemention import Mention, read_whole

if TYPE_CHECKING:
    from memstream.encoders.times.timeexpr import TimeResolver

#: A season and "term" (not "term-time", "terms and conditions"), with "last/next/this"
#: before it, which tells which one ("last summer term").
_TERM = re.compile(
    r"\b((?:(?:last|next|this)\s+)?(?:spring|summer|autumn|fall|winter))\s+term\b(?![-'’]\w)", re.I
)


def season_terms(reader: TimeResolver, text: str, wall: datetime) -> list[Mention]:
    """Each "<season> term" in `text`, as its season."""
    out = []
    for m in _TERM.finditer(text):
        said = m.group(1)
        out += read_whole(reader, said, m, wall)
    return out
