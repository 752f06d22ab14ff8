"""A range of years that Duckling misreads: a year and the next cut to two digits ("the 1940-41
albanian front", "1990-92 were rough", "the 1999-00 season" across a century), which it reads as
the first year alone or not at all, and "between" two years that are also 24-hour clock times
("14 voyages between 1921 and 1934", which it reads as 19:21 to 19:34 that day): from the first
year to the end of the last (tests/data/timeexpr.md: ranges). Only years up to ten after the
message's, the second after the first (within ten years for the cut one, a hundred for
"between"); none where a "#", a digit or a slash joins it ("#2026-031", "2025/00317"), before a
noun it counts after "between" ("between 1500 and 2000 people"; "the 2019-20 season" is its
years), in a sentence of prices ("priced between 1800 and 1950"), nor in one with a word of the
day ("between 1930 and 1945 tonight"), where the digits are clock times. "Between" two round
24-hour clock times (minutes 00, 15, 30 or 45: "delivery slot is between 1500 and 1600", "pick
up between 1630 and 1700") is a span of the clock, not of years ("between 1921 and 1934" is
years). A cut range is years only after a word that introduces a time ("in", "from", "the",
"of", "during", "since", "by", "circa", "between", "around"), at the head of its clause
("1990-92 were rough") or in brackets ("(1914-18)"); after any other word it is a code ("item
2019-22", "ref 2024-25", "room 1920-22", "flat 1920-21").

`timeyearplain.plain_years` asks `year_ranges`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timeyearverb import DAY_WORDS, round_clock, sentence

_CUT = re.compile(
    r"(?<![#\d/.,:-])(?P<first>(?:1[5-9]|20)\d\d)-(?P<yy>\d\d)(?![\d/:.,-]\d|[-/]|\d)"
)
_BETWEEN = re.compile(
    r"\bbetween\s+(?P<first>(?:1[5-9]|20)\d\d)\s+(?:and|&)\s+(?P<last>(?:1[5-9]|20)\d\d)\b"
    r"(?![.,:/-]?\d)",
    re.I,
)
#: What may stand right before a cut range of years: a word that introduces a time, the head
#: of a clause, a bracket.
_CUT_LEAD = re.compile(
    r"(?:(?:^|[.!?;:,(\n])|\b(?:in|from|the|of|during|since|by|circa|c\.|ca\.|between|around))"
    r"\s*$",
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
            last += 100 if last < first else 0  # "the 1999-00 season": 1999 to 2000
        else:
            last, most = int(m.group("last")), 100
        if not first < last <= min(first + most, wall.year + 10):
            continue
        if m.re is _BETWEEN and noun_follows(text, m.end()):
            continue  # "between 1500 and 2000 people"; "the 1940-41 season" is its years
        if m.re is _BETWEEN and round_clock(m.group("first")) and round_clock(m.group("last")):
            continue  # "between 1500 and 1600": a span of the clock
        if m.re is _CUT and not _CUT_LEAD.search(text, max(0, m.start() - 12), m.start()):
            continue  # "item 2019-22", "room 1920-22": a code
        said = sentence(text, m.start())
        if _PRICES.search(said) or DAY_WORDS.search(said):
            continue
        grain = "year" if m.re is _CUT else "interval"  # "between": as Duckling's "from ... to"
        occurrence = Occurrence(datetime(first, 1, 1), datetime(last + 1, 1, 1), grain, "year")
        out.append((m.start(), m.end(), occurrence))
    return out
