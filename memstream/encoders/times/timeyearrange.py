"""A range of years that Duckling misreads: a year and the next cut to two digits ("the 1940-41
albanian front", "1990-92 were rough"), which it reads as the first year alone or not at all,
and "between" two years that are also 24-hour clock times ("14 voyages between 1921 and 1934",
which it reads as 19:21 to 19:34 that day): from the first year to the end of the last
(tests/data/timeexpr.md: ranges). Only years up to ten after the message's, the second after the
first (within ten years for the cut one, a hundred for "between"); none where a "#", a digit or
a slash joins it ("#2026-031", "2025/00317"), before a noun it counts after "between" ("between
1500 and 2000 people"; "the 2019-20 season" is its years), in a sentence of prices ("priced
between 1800 and 1950"), nor in one with a word of the day ("between 1930 and 1945 tonight"),
where the digits are clock times.

`timeyearplain.plain_years` asks `year_ranges`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timeyearverb import DAY_WORDS, sentence

_CUT = re.compile(
    r"(?<![#\d/.,:-])(?P<first>(?:1[5-9]|20)\d\d)-(?P<yy>\d\d)(?![\d/:.,-]\d|[-/]|\d)"
)
_BETWEEN = re.compile(
    r"\bbetween\s+(?P<first>(?:1[5-9]|20)\d\d)\s+(?:and|&)\s+(?P<last>(?:1[5-9]|20)\d\d)\b"
    r"(?![.,:/-]?\d)",
    re.I,
)
_PRICES = re.compile(r"[$£€¥₹]|\b(cost\w*|price\w*|paid|pay|budget|spend|bucks|quid|grand)\b", re.I)


def year_ranges(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each range of years (see the module)."""
    out = []
    for m in [*_CUT.finditer(text), *_BETWEEN.finditer(text)]:
        first = int(m.group("first"))
        if m.re is _CUT:
            last, most = first - first % 100 + int(m.group("yy")), 10
        else:
            last, most = int(m.group("last")), 100
        if not first < last <= min(first + most, wall.year + 10):
            continue
        if m.re is _BETWEEN and noun_follows(text, m.end()):
            continue  # "between 1500 and 2000 people"; "the 1940-41 season" is its years
        said = sentence(text, m.start())
        if _PRICES.search(said) or DAY_WORDS.search(said):
            continue
        grain = "year" if m.re is _CUT else "interval"  # "between": as Duckling's "from ... to"
        occurrence = Occurrence(datetime(first, 1, 1), datetime(last + 1, 1, 1), grain, "year")
        out.append((m.start(), m.end(), occurrence))
    return out
