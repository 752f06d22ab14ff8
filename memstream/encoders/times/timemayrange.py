"""A range of months that starts with May, joined by a hyphen ("invigilators for may-june",
"may–aug"): from May to the end of the last month (tests/data/timeexpr.md, "Ranges": from
the first to the end of the last), as "april-june" is. Duckling reads "may" as a month only
after a word that introduces it, so it read "may-june" as June alone; a month right after
"may" and a hyphen leaves no verb's reading ("you may-" is no chat).

`TimeResolver` asks `may_ranges` beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from memstream.encoders.times.timemention import Mention, read_whole
from memstream.encoders.times.timevocab import MONTH

if TYPE_CHECKING:
    from memstream.encoders.times.timeexpr import TimeResolver

#: "may", a hyphen or dash, and a month after it; no letter or digit glued on either side,
#: nor a number after it ("may-june 2025": Duckling's "during" reading runs from 2023).
_MAY_RANGE = re.compile(rf"(?<![\w'’-])may\s*[-\u2013]\s*{MONTH}\b(?![-'’]\w|\s*\d)", re.I)


def may_ranges(reader: TimeResolver, text: str, wall: datetime) -> list[Mention]:
    """Each "may-<month>" in `text`, read as Duckling reads "during may-<month>"."""
    out = []
    for m in _MAY_RANGE.finditer(text):
        said = "during " + m.group(0)  # as Duckling reads it, its past years too
        out += read_whole(reader, said, m, wall)
    return out
