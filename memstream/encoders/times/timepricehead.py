"""A price heading a match, then a day it is due ("$12.50 by thursday", "$20 before the 3rd",
"€35 on monday"): the day alone (tests/data/timeexpr.md, not dates: prices are never a
clock time; "by X" is X). Duckling reads "12.50 by thursday" as 12:50 on Thursday, and the
filter that drops a match led by a price dropped the day with it. A price with a unit after
it ("$200 a night") is no head, and a match with no day word after the price is left to
the filter.

`timematchparts.parts` asks `after_price`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import price

#: The number of a price, then what introduces the day ("14.50 by ", "20 before ").
_HEAD = re.compile(
    r"^\d[\d,]*(\.\d{1,2})?\s*,?\s+(?=(by|before|on|till|until|due|for)\s+[a-z])", re.I
)


def after_price(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after a price that heads it, None if no price
    does."""
    head = _HEAD.match(text[start:stop])
    if head is None or not price(text, start, stop):
        return None
    return [(start + head.end(), stop)]
