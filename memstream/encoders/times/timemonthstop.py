"""A month cut short with a stop, and a number after a month before a counted noun: what
Duckling glues to the month that is no part of its date (tests/data/timeexpr.md, "not
dates": counts and measures).

- A stop after a month cut short ("jan.", "sept.") before a word that neither is a number
  nor goes on with the time ends the sentence ("2 for 1 till the end of jan. lunch tmrw?"):
  the month's part and the next sentence's are read alone (Duckling read "end of jan. lunch"
  as lunchtime on 21 January); not "jan. 11", "jan. first", "dec. twenty", "dec. at 5pm",
  "nov. tues", "nov. and dec.", "jan. thru march";
- a number after a month before a plural noun and a word of what is left of a count
  ("only", "left", "remaining", "available", "max") is a count of those, not the month's
  day ("maybe jan. 11 seats only", "oct 4 spots left"): the month alone; not "the 3rd",
  "jan 11 at noon", nor a unit of time ("jan 5 days in a row" is left to the other rules).
  Without that word the noun is most often the day's ("nov 5 fireworks", "the june 12
  flights", "sept 1 rents due") or no noun at all ("see you june 3 guys", "aug 8 works").

`timematchparts.parts` asks `month_parts`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timenumberwords import NUMBER_WORDS, ORDINAL_WORDS
from memstream.encoders.times.timevocab import INTRO, MONTH, TIME_WORDS, WEEKDAY_NUMBERS

Span = tuple[int, int]

#: A month cut short with a stop, and the next word.
_STOPPED = re.compile(rf"\b{MONTH}(?P<stop>\.)\s+(?P<next>[^\s]+)", re.I)
#: A month, maybe cut short with a stop, a number, a plural noun and a word of what is left
#: of a count after it ("jan. 11 seats only", "oct 4 spots left").
_COUNTED = re.compile(
    rf"^(?:the\s+end\s+of\s+|end\s+of\s+)?(?P<month>{MONTH})\.?\s+\d{{1,3}}\s+"
    r"(?P<noun>[a-z]{3,}s)\s+(?:left|only|remaining|available|max)\b",
    re.I,
)
#: Words after a month's stop that go on with its time: a number or an ordinal written out
#: ("jan. first"), a weekday in any spelling ("nov. tues"), a clock time's "at" and the words
#: that join two months ("nov. and dec.", "jan. thru march"), besides `INTRO` and `TIME_WORDS`.
_GOES_ON = (
    frozenset(NUMBER_WORDS)
    | ORDINAL_WORDS
    | frozenset(WEEKDAY_NUMBERS)
    | frozenset({"at", "and", "or", "thru"})
    | INTRO
    | TIME_WORDS
)
#: Units of time, which a number after a month may count on other rules' terms.
_UNITS = re.compile(r"(min|mins|minutes|hours|hrs|days|weeks|wks|months|years|yrs)$", re.I)


def month_parts(text: str, start: int, stop: int) -> list[Span] | None:
    """The parts of the match text[start:stop] that are times where a month's stop ends a
    sentence or a number after a month counts a noun (see the module's docstring); None if
    neither is in the match."""
    said = text[start:stop]
    counted = _COUNTED.match(text[start : stop + 45])  # the noun after the match
    if counted and counted.start("noun") >= len(said) and not _UNITS.search(counted["noun"]):
        return [(start, start + counted.end("month"))]  # "jan. 11 seats": january
    for m in _STOPPED.finditer(said):
        word = re.sub(r"\W+$", "", m.group("next")).lower()
        if not word or word[0].isdigit() or word in _GOES_ON:
            continue  # "jan. 11", "jan. first", "dec. at 5pm", "nov. tues", "oct. tomorrow"
        return [(start, start + m.start("stop")), (start + m.start("next"), stop)]
    return None
