"""A year that is the subject of its sentence, before a verb of being ("2027 is going to be
big", "2024 was a blur", "2024 has been a lot", "2027's looking good"): that year (tests/
data/timeexpr.md: a year's grain), which Duckling does not read alone. Only at the head of
a sentence or after an emoji (what chat writes as a stop), and only a year near the one it
is said in (ten years either side): "about 2000 were there", "$1500 was the deposit" are
amounts, not years.

`timeexpr.TimeResolver.mentions` asks `year_subjects`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timerules import Occurrence

#: A year heading a sentence (the text's start, after a stop, a newline or a symbol), then
#: a verb of being.
_SUBJECT = re.compile(
    r"(?:^|(?<=[.!?\n])|(?<=[^\w\s,;:'\"$€£¥₹#@()-]))\s*((?:19|20)\d\d)"
    r"(?=\s+(is|was|will\s+be|has\s+been|had\s+been|is\s+gonna\s+be|is\s+going\s+to\s+be"
    r"|gonna\s+be|been|already\s+(is|feels)|feels|felt)\b|['’]s\s)",
    re.I,
)
#: "2024 off to a great start": the year at a clause's head (a comma too).
_OFF_TO = re.compile(
    r"(?:^|(?<=[.!?\n,;:])|(?<=[^\w\s,;:'\"$€£¥₹#@()-]))\s*((?:19|20)\d\d)"
    r"(?=(?:\s+is|['’]s)?\s+off\s+to\s+an?\s+(?:\w+\s+){1,2}start\b)",
    re.I,
)
#: How far from the year it is said in a year may lie.
_NEAR = 10


def year_subjects(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year that is a sentence's subject."""
    out = []
    for m in [*_SUBJECT.finditer(text), *_OFF_TO.finditer(text)]:
        year = int(m.group(1))
        if abs(year - wall.year) > _NEAR:
            continue
        start = datetime(year, 1, 1)
        out.append(
            (m.start(1), m.end(1), Occurrence(start, datetime(year + 1, 1, 1), "year", "year"))
        )
    return out
