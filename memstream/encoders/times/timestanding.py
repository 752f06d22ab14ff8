"""Weekdays that name a kind of day or a standing weekly slot, no one date (tests/data/
timeexpr.md, "Not dates": habits and kinds of days, "every Monday", "on Mondays"):

- two or more weekdays joined by "+", "&", "and", "/" or a comma, maybe with a clock time,
  then "for" a number of weeks or months ("tues + thurs 7:30pm for 6 weeks", "mon and wed
  at 6 for 10 weeks"): a course's weekly slots, each of those weeks, no date; one weekday
  ("away friday for 2 weeks") stays its day, the start of the stretch, and "the next 4
  weeks" after them stays the stretch ("mon and wed 7pm for the next 4 weeks");
- a weekday after "instead of" or "rather than" whose other side is "a" weekday ("if we do a
  sunday instead of sat", "a friday rather than thursday"): both are kinds of day, as "a
  Sunday" is; "moved it to sunday instead of sat" names the days;
- a range of clock times with no day of its own after a range of days ("on tower 3 from the
  16th to the 22nd, double shifts 6am-6pm", "the fair runs from friday to sunday, open
  10am-6pm"): the hours of each of those days, a rule's time, no one date; a single clock
  time ("away from the 3rd to the 9th, call me at 5pm") or one in a sentence of its own
  ("away from the 3rd to the 9th. drinks 7-9pm?") goes on to the other rules, and so do the
  hours after a date moved "from" one day "to" another ("moved from tuesday to thursday,
  7:30pm till 10").

`timeschedule.scheduled` asks `standing`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timemovedto
from memstream.encoders.times.timevocab import WEEKDAY

_CLOCK = r"(\s*(at|@)?\s*\d{1,2}([:.]\d\d)?\s*(am|pm|a\.m\.|p\.m\.)?)?"
_JOIN = r"\s*(\+|&|and|/|,|n)\s*"
#: Weekdays joined, maybe each with a clock time, then "for" a count of weeks or months.
_SLOTS = re.compile(
    rf"\b{WEEKDAY}s?{_CLOCK}({_JOIN}{WEEKDAY}s?{_CLOCK})+(?P<stretch>\s+for\s+(the\s+next\s+)?"
    r"(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+few|several)\s+"
    r"(weeks|wks|months)\b)",
    re.I,
)
#: "a" weekday, then "instead of" or "rather than" (maybe "a") right before the match.
_KIND_THEN = re.compile(rf"\ban?\s+{WEEKDAY}\s+(instead\s+of|rather\s+than)\s+(an?\s+)?$", re.I)
_WEEKDAY_BODY = re.compile(rf"^{WEEKDAY}$", re.I)
#: Two clock times, at least one with its minutes or am/pm, joined as a range: the whole match.
_HOUR = r"\d{1,2}([:.]\d\d)?\s*(am|pm|a\.m\.|p\.m\.)?"
_HOURS = re.compile(rf"^(from\s+)?{_HOUR}\s*(-|–|to|till|until)\s*{_HOUR}$", re.I)
_MARKED = re.compile(r"[:.]\d\d|am|pm|a\.m|p\.m", re.I)
#: A range of days before it: "from" a day of the month or a weekday "to" another.
_DAY = rf"(the\s+)?(\d{{1,2}}(st|nd|rd|th)|{WEEKDAY})\b"
_DAYS = re.compile(
    rf"\bfrom\s+{_DAY}[^.!?\n]{{0,20}}?\b(to|till|until|thru|through)\s+{_DAY}", re.I
)


def _days_before(text: str, start: int) -> bool:
    """Whether the sentence before text[start:] holds a range of days, not a date moved from
    one day to another ("moved from tuesday to thursday, 7:30pm till 10": timemovedto)."""
    part = re.split(r"[.!?\n]", text[max(0, start - 80) : start])[-1]
    days = _DAYS.search(part)
    words = re.findall(r"[a-z]+", part[: days.start()] if days else "", re.I)
    return days is not None and not any(timemovedto.moving(w) for w in words)


def standing(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is a standing weekly slot or a kind of day."""
    for m in _SLOTS.finditer(text):
        if m.start() <= start and end <= m.start("stretch"):
            return True  # "tues + thurs 7:30pm | for 6 weeks"; "the next 4 weeks" stays
    body = text[start:end]
    if _HOURS.match(body) and _MARKED.search(body) and _days_before(text, start):
        return True  # "from the 16th to the 22nd 😵 double shifts 6am-6pm"
    return bool(
        _WEEKDAY_BODY.match(body) and _KIND_THEN.search(text[max(0, start - 40) : start])
    )  # "a sunday instead of sat"
