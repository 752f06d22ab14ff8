"""Weekdays that name a kind of day or a standing weekly slot, no one date (tests/data/
timeexpr.md, "Not dates": habits and kinds of days, "every Monday", "on Mondays"):

- two or more weekdays joined by "+", "&", "and", "/" or a comma, maybe with a clock time,
  then "for" a number of weeks or months ("tues + thurs 7:30pm for 6 weeks", "mon and wed
  at 6 for 10 weeks"): a course's weekly slots, each of those weeks, no date; one weekday
  ("away friday for 2 weeks") stays its day, the start of the stretch;
- a weekday after "instead of" or "rather than" whose other side is "a" weekday ("if we do a
  sunday instead of sat", "a friday rather than thursday"): both are kinds of day, as "a
  Sunday" is; "moved it to sunday instead of sat" names the days.

`timeschedule.scheduled` asks `standing`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_CLOCK = r"(\s*(at|@)?\s*\d{1,2}([:.]\d\d)?\s*(am|pm|a\.m\.|p\.m\.)?)?"
_JOIN = r"\s*(\+|&|and|/|,|n)\s*"
#: Weekdays joined, maybe each with a clock time, then "for" a count of weeks or months.
_SLOTS = re.compile(
    rf"\b{WEEKDAY}s?{_CLOCK}({_JOIN}{WEEKDAY}s?{_CLOCK})+\s+for\s+(the\s+next\s+)?"
    r"(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+few|several)\s+"
    r"(weeks|wks|months)\b",
    re.I,
)
#: "a" weekday, then "instead of" or "rather than" (maybe "a") right before the match.
_KIND_THEN = re.compile(rf"\ban?\s+{WEEKDAY}\s+(instead\s+of|rather\s+than)\s+(an?\s+)?$", re.I)
_WEEKDAY_BODY = re.compile(rf"^{WEEKDAY}$", re.I)


def standing(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is a standing weekly slot or a kind of day."""
    for m in _SLOTS.finditer(text):
        if m.start() <= start and end <= m.end():
            return True  # "tues + thurs 7:30pm for 6 weeks"
    body = text[start:end]
    return bool(
        _WEEKDAY_BODY.match(body) and _KIND_THEN.search(text[max(0, start - 40) : start])
    )  # "a sunday instead of sat"
