"""A year cut short to two digits after an apostrophe, which Duckling does not read, after a
word that introduces a time ("left in '39", "143 ppl in '20", "back in '85", "since '58": from
it, as "since 1958"): that year (tests/data/timeexpr.md: a year's grain), of this
century where that lies no more than two years ahead, else of the last. Not a thing's model
year or vintage ("a '67 mustang", "'98 barolo"), nor a class ("the class of '04"), which no
such word introduces, nor an event named by its year ("since the '58 bump", left open as "the
1934 earthquake" is); not a decade ("in the '80s", `timedecades`), nor a height ("5'9").

`timeyearplain.plain_years` asks `short_years`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timedecades import attribute_follows
from memstream.encoders.times.timerules import Occurrence

#: "in '39", "since '58".
_SHORT = re.compile(
    r"\b(?:(?:back\s+)?in|from|until|till|by|around|circa|since)\s+['’]"
    r"(?P<yy>\d\d)\b(?!['’]?s\b|['’]\d|[.:/-]\d)",
    re.I,
)


def short_years(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year cut short after a word of time (see the module)."""
    out = []
    for m in _SHORT.finditer(text):
        if attribute_follows(text, m.end()):
            continue  # "in '67 mustangs": a model year
        year = 2000 + int(m.group("yy"))
        if year > wall.year + 2:
            year -= 100
        start = datetime(year, 1, 1)
        occurrence = Occurrence(start, datetime(year + 1, 1, 1), "year", "year")
        out.append((m.start("yy") - 1, m.end(), occurrence))
    return out
