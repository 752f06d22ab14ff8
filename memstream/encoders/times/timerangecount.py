"""A range of two numbers right before a unit of time that ends a match ("applied tuesday,
10-15 days they said", "ordered it monday, 5-7 business days"): how long something takes, a
count, no clock times nor a day and month (tests/data/timeexpr.md, "not dates": durations
without an anchor; bare hours joined by a hyphen are clock times only right after a day,
"sat 2-4", not before a unit). `timegluedcounts.tail` asks `tail`: the time before the
range stays ("tuesday"), a match that is the range alone goes; a range right after a month
("june 10-15 days off") is the month's days.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: Two numbers joined by a hyphen or a dash, maybe after a comma, at the end of a match.
_RANGE = re.compile(r",?\s*\b\d{1,3}\s*[-\u2013]\s*\d{1,3}$")
#: A unit of time right after the match ("days", "business days", "more weeks").
_UNIT = re.compile(
    r"^\s*(business\s+|working\s+|work\s+|more\s+|full\s+)?(days|weeks|wks|months|mos|years|"
    r"yrs|hours|hrs|minutes|mins|nights|fortnights)\b",
    re.I,
)
#: A month right before the range: a range of its days ("off june 10-15 days of freedom").
_MONTH_BEFORE = re.compile(rf"\b(may|{MONTH})\.?\s*$", re.I)


def tail(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The time before a range of a count of units that ends the match text[start:end]
    ("tuesday, | 10-15 days"), none where the match is the range alone ("3-4 | weeks");
    None when the match ends in no such range."""
    m = _RANGE.search(text, start, end)
    if m is None or not _UNIT.match(text[end : end + 30]):
        return None
    if _MONTH_BEFORE.search(text, start, m.start()):
        return None  # "june 10-15 | days off": the month's days
    return [(start, m.start())] if text[start : m.start()].strip() else []
