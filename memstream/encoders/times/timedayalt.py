"""A day of the month alone that heads a clause after a comma, with a date of a named month
before it in the same sentence ("june 10th is the plan, the 11th is the fallback", "we could
do june 10th, the 12th if not"): a second date in that month, the other choice, as one
offered after "or" is (`timejoins.alternatives`); not the ordinal of a thing ("the 4th
floor") nor a day after a comma with no date before it.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: A date of a named month: the month and a day, or a day and the month ("june 10th",
#: "10 june", "the 10th of june").
#: "May" too, which a day beside it makes the month.
_NAMED = rf"({MONTH}|may)"
_DATE = re.compile(
    rf"\b{_NAMED}\.?\s+\d{{1,2}}(st|nd|rd|th)?\b|\b\d{{1,2}}(st|nd|rd|th)?\s+(of\s+)?{_NAMED}\b",
    re.I,
)
#: What a clause before the day ends with: a comma (and no stop since).
COMMA_GAP = re.compile(r"^[^.!?\n]{0,40},\s*$")


def heads_clause_after_date(text: str, start: int) -> bool:
    """Whether the day of the month at `start` ("the 11th") comes right after a comma, with
    a date of a named month earlier in its sentence."""
    lo = max((m.end() for m in re.finditer(r"[.!?\n]", text[:start])), default=0)
    before = text[lo:start]
    if not re.search(r",\s*$", before):
        return False
    return bool(_DATE.search(before))
