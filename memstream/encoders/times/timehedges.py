"""Chat's hedges around a time, which Duckling does not read with the hedge in place:

- "like" between "at" or "by" and a clock time ("we'll go the 26th at like 4am", "back by
  like 6", "leaving tmrw at like 9"): the time as if said without it (Duckling read "4am"
  alone, or nothing). Not after "till"/"from", where a number before it would make a range
  ("ep 12 till like 2am": 2am);
- "like" between "in" and a count of hours or longer units ("the sale is in like 3 weeks",
  "back in like a month", "at work in like 7 hrs"): "in 3 weeks", read then as any "in N
  units" is. Not minutes: chat's "in like 10 mins" tells how long something took ("the
  tickets go in like 10 mins", "sold out in like 20 minutes"), seldom a time;
- "like" between "till", "by", "in" or "since" and a month ("core season runs til like
  october", "done by like june"): the month as if said without it; not a name's ("in like
  april's class");
- "ish" glued to a day of the month after its month ("bottling aug 20ish", "june 5ish"):
  that day (Duckling read "20ish" as 20:00 on the 1st); "at 8ish" was already an hour. Not
  before a count of people ("in june 30ish ppl signed up", "by april 20ish
  people had left"): a rough count, blanked whole, and the month alone.

`unhedged` blanks the hedge for Duckling, the same length, so every offset holds and the
mention keeps its words as written ("the 26th at like 4am").
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: "like" after "at" or "by" and before a number.
_HEDGE = re.compile(r"\b(?:at|by)\s+(like)\s+(?=\d)", re.I)
#: "like" after "till", "by", "in" or "since" and before a month ("runs til like october");
#: not before a name's "'s" ("in like april's class": April's).
_MONTH_HEDGE = re.compile(
    rf"\b(?:till|til|until|by|in|since|around)\s+(like)\s+(?={MONTH}\b(?!['’]s\b))", re.I
)
#: "like" after "in" and before a count of units ("in like 3 weeks", "in like a month").
_IN_HEDGE = re.compile(
    r"\bin\s+(like)\s+(?=(\d+|a|an|a\s+few|a\s+couple\s+of|two|three|four|five|six)\s+"
    r"(hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?)\b)",
    re.I,
)
#: "ish" (or "-ish") glued to a day of the month right after its month ("aug 20ish"), not
#: before a count of people ("june 30ish ppl").
_PEOPLE = r"\s+(?:ppl|people|persons|guys|folks|kids|of\s+(?:us|them|you|em))\b"
_DAY_ISH = re.compile(
    rf"\b{MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(-?ish)\b(?!{_PEOPLE})",
    re.I,
)
#: A rough count of people after a month ("in june 30ish ppl"), blanked whole: the month.
_COUNT_ISH = re.compile(rf"\b{MONTH}\.?\s+(\d{{1,3}}-?ish)(?={_PEOPLE})", re.I)


def _blank(m: re.Match[str]) -> str:
    """The match with its first group blanked."""
    lo, hi = m.start(1) - m.start(), m.end(1) - m.start()
    said = m.group(0)
    return said[:lo] + " " * (hi - lo) + said[hi:]


def unhedged(text: str) -> str:
    """`text` with each hedge before (or glued after) a time blanked (for Duckling)."""
    text = _IN_HEDGE.sub(_blank, _HEDGE.sub(_blank, _MONTH_HEDGE.sub(_blank, text)))
    return _COUNT_ISH.sub(_blank, _DAY_ISH.sub(_blank, text))
