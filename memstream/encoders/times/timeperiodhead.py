"""A value before a stretch longer than a day ("butterfat was 4.12 | last month", "we had 250 | last
year", "it dropped to 749 | last nov", "went from 300 to 900 | last month", "that's 6p | since
november"): a measure, a price or a count, no clock time. Duckling glues the number to the stretch
as a clock time (4:12, 2:50, 03:00-09:00, 18:00) on some day of it; a clock time names a moment of a
day, and a month, a year, a season or a span since a date has no one day to hold it, so the time is
the stretch alone (tests/data/timeexpr.md, "Not dates": counts and measures, prices).

Kept: a written ordinal ("from 3rd to 5th next month", "the 15th next month" are days of
that month), a number introduced as a clock time ("at 4.15 last week", "by 930 this year" stay as
Duckling reads them), one with a colon or am/pm ("4:30 last month"), and a number before a
day or a part of one ("930 last night", "530 this morning", "up 3 on tuesday").
`timecounts.number_head` asks `head`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: A number: digits with thousands' commas or decimals, maybe a short unit glued on ("6p",
#: "5k", "40%"); not a colon's clock time, am/pm nor a written ordinal ("3rd to 5th next
#: month" is the days of that month).
_NUMBER = r"\d[\d,]*(\.\d+)?(?![ap]\.?m\b|(st|nd|rd|th)\b)[a-z%]{0,2}"
#: A stretch longer than a day right after it: "last/this/next/past" a week, a month (or a
#: named one: "last nov"), a year, a season, or "since" anything.
_STRETCH = (
    r"((last|this|next|past)\s+(week|wk|month|year|yr|summer|winter|spring|autumn|fall|"
    rf"season|quarter|term|semester|{MONTH}|may)\b|since\s+\S)"
)
_HEAD = re.compile(
    rf"^(from\s+)?{_NUMBER}(\s*(to|-|\u2013)\s*{_NUMBER})?\s+(?={_STRETCH})",
    re.I,
)
#: Words that introduce a clock time right before the match ("at 4.15 last week").
_CLOCK_BEFORE = re.compile(
    r"\b(at|by|around|about|@|till|til|until|before|after|from|between)\s*$", re.I
)


def head(text: str, start: int, body: str) -> int | None:
    """Where the stretch starts in a match that opens with a value before it ("4.12 | last
    month", "from 300 to 900 | last month"); None if it opens with no such value."""
    m = _HEAD.match(body)
    if m is None or _CLOCK_BEFORE.search(text[max(0, start - 12) : start]):
        return None
    return m.end()
