"""A stop after a weekday, then a number that cannot be a day of the month ("delivered 6:45
thurs. 58 ppl signed up"): the stop ends the sentence, and the number counts something in
the next one (tests/data/timeexpr.md, "not dates": counts and measures). Duckling read
"thurs. 58" as a Thursday in 1958 and "6:45 thurs. 58" as 06:45 that day, which no date near
the message is; the match's part before the stop is read alone. Not "thurs. 12" (a day of the
month, which Duckling leaves alone or reads as the date) nor "thurs. 2027" (a year).
So does a stop after a weekday before "last", "next" or "this" and a month or a season
("shadowing starts mon. last august one of them ..."): no weekday is placed by a month
alone, so the next sentence's month is its own; Duckling read "mon. last august" as the
first Monday of last August. Both parts are read alone; not where a day of the month follows
the month ("on sun. next jan 5": that Sunday, 5 January) or an ordinal comes before the
weekday ("the first mon. next september": a Monday of that month). So, the same way, does
a stop after a weekday before a span counted from now ("by thurs. in 2 weeks im on a
course", "off on sun. last yr it was packed") or an ordinal and a noun that is no month
("engineer on site fri. 3rd time this month": an ordinal of a thing): Duckling read "thurs. in
2 weeks" as the Thursday two weeks on, "fri. 3rd" as the 3rd of a month.

`timematchparts.parts` asks `weekday_stop`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH, SEASONS, WEEKDAY

#: A weekday (cut short or not), a stop, and a number of two or three digits after it.
_STOPPED = re.compile(rf"\b{WEEKDAY}(?P<stop>\.)\s+(?P<n>\d{{2,3}})(?![\d:.])", re.I)

#: A weekday (cut short or not), a stop, and "last"/"next"/"this" and a month or a season.
_STOPPED_MONTH = re.compile(
    rf"\b{WEEKDAY}(?P<stop>\.)\s+(?P<next>(last|next|this)\s+({MONTH}|{'|'.join(SEASONS)})\b)",
    re.I,
)
#: A weekday, a stop, and a span counted from now ("in 2 weeks", "last yr", "next month") or
#: an ordinal and a noun that is no month ("3rd time").
_UNIT = r"(yrs?|years?|wks?|weeks?|months?|days?|weekend|wknd)"
_STOPPED_SPAN = re.compile(
    rf"\b{WEEKDAY}(?P<stop>\.)\s+(?P<next>(in\s+(\d+|a|an|one|two|three)\s+{_UNIT}|"
    rf"(last|next|this)\s+{_UNIT}|\d{{1,2}}(st|nd|rd|th)\s+(?!({MONTH}|may|of)\b)[a-z]+)\b)",
    re.I,
)
#: A day of the month after the month ("sun. next jan 5"): one date, that day of that month.
_DAY_AFTER = re.compile(r"\s*(the\s+)?\d")
#: An ordinal before the weekday ("the first mon. next september"): a weekday of that month.
_ORDINAL_BEFORE = re.compile(
    r"\b(first|second|third|fourth|fifth|last|final|1st|2nd|3rd|4th|5th)\s+$", re.I
)


def weekday_stop(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] before a weekday's stop that ends its sentence
    ("6:45 thurs | . 58 ppl"); None if no such stop is in the match."""
    for m in _STOPPED.finditer(text, start, stop):
        if int(m["n"]) > 31 and m.end() <= stop:
            return [(start, m.start("stop"))]
    for m in _STOPPED_MONTH.finditer(text, start, stop):
        if _ORDINAL_BEFORE.search(text, max(0, m.start() - 12), m.start()) or _DAY_AFTER.match(
            text, m.end()
        ):
            continue  # "the first mon. next september": the first Monday of it
        if m.end() <= stop:  # "mon | . | last august": each sentence's own
            return [(start, m.start("stop")), (m.start("next"), stop)]
    for m in _STOPPED_SPAN.finditer(text, start, min(len(text), stop + 24)):
        if m.start("next") < stop:  # "thurs | . | in 2 weeks", "fri | . | 3rd time"
            return [(start, m.start("stop")), (m.start("next"), stop)]
    return None
