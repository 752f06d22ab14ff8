"""A price heading a match, then a day it is due ("$12.50 by thursday", "$20 before the 3rd",
"€35 on monday") or the time it was paid or seen ("saved £12.40 in may", "£3.20 yesterday"):
the time alone (tests/data/timeexpr.md, not dates: prices are never a clock time; "by X" is
X). So is a rate with decimals told of a rate or a price ("the rate is 1.16 today vs 1.19 in
november": today and November; "price hit 1.52 this week", "rate's 1.16 today", "the rate
dropped to 1.12 yesterday", "price per litre 1.52 today"), not one after a word of a rate
that names an event ("fees meeting 10.30 tomorrow", "rate review call 2.30 on monday": the
clock time); a dotted hour after "at" or "from" ("at 9.30 tomorrow") is read by the filter as
a clock time. Duckling reads "12.50 by thursday" as 12:50 on Thursday, and the
filter that drops a match led by a price dropped the day with it. A price with a unit after
it ("$200 a night") is no head, and a match with no day word after the price is left to
the filter.

`timematchparts.parts` asks `after_price`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import price

#: The number of a price, then what introduces the day ("14.50 by ", "20 before ", "12.40
#: in ") or the day itself ("3.20 yesterday").
_HEAD = re.compile(
    r"^\d[\d,]*(?P<decimals>\.\d{1,2})?\s*,?\s+(?=(by|before|on|till|until|due|for|in|last|"
    r"this|next)\s+[a-z]|(today|tonight|tomorrow|tmrw|yesterday)\b)",
    re.I,
)
#: A rate or a price that the figure is told of, right before it ("the rate is ", "price hit
#: ", "worth ", "rate's ", "the rate dropped to ", "price per litre ", "rate was like "), or
#: that figure and "vs" ("rate is 1.16 today vs "): a word of a rate that only names an event
#: before a time ("fees meeting 10.30", "rate review call 2.30") is none.
_RATE_WORDS = re.compile(
    r"\b((rates?|prices?|costs?|fees?|fares?|value)(['’]s|\s+per\s+[a-z]+|\s+(is|was|are|were|"
    r"'s|hit|at|of|reached|now|=|:|like|has|have|((dropped|fell|rose|climbed|jumped|went|gone|"
    r"moved)(\s+(up|down))?|up|down)\s+to))+|priced(\s+at)?|worth)"
    r"\s+(\S*\d\.\d+\b([^.!?\n]|\.\d)*\b(vs\.?|versus)\s+)?$",
    re.I,
)


def after_price(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after a price that heads it, None if no price
    does."""
    head = _HEAD.match(text[start:stop])
    if head is None:
        return None
    rate = head.group("decimals") and _RATE_WORDS.search(text[max(0, start - 80) : start])
    if not (rate or price(text, start, stop)):
        return None
    return [(start + head.end(), stop)]
