"""A frequency glued to the time after it ("55g of biscuits twice a day from today", "3 times
a week from monday", "once a month from june"): Duckling reads "a day from today" as an
offset, tomorrow, but "twice a day" is how often (tests/data/timeexpr.md, not dates: habits),
and "from X" after it is X, where the habit starts. `timefilter` cuts the frequency off
(`rate_head`); so is a price or a count of things before it ("$4,200 a month from july", "120
croissants a day from oct": a rate, and "from X" is X, the month it starts); "a week from
monday" with no count of times, price or count before it stays an offset.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: "a day", "a week", ... at the head of the match, before "from".
_PER_UNIT = re.compile(r"^an?\s+(day|night|week|fortnight|month|year)\s+(?=from\b)", re.I)
#: A count of times right before the match ("twice ", "3 times ", "three x ").
_TIMES = re.compile(
    r"\b(once|twice|thrice|(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(x|times))\s+$",
    re.I,
)
#: A price right before the match ("$4,200 ", "R$210 ", "300 euros "): how much per unit.
_PRICE = re.compile(
    r"((?<![\w.,/:-])[$£€¥₹]\s?\d[\d,.]*k?|\b\d[\d,.]*k?\s?[$£€¥₹]"
    r"|(?<![\w.,/:$£€¥₹-])\d[\d,]*\s+(euros?|dollars?|bucks|pounds?|quid|usd|eur|gbp|aud|cad))"
    r"\s+$",
    re.I,
)
#: A count of things right before the match ("120 croissants ", "50 fresh bagels ").
_COUNT = re.compile(
    r"(?<![\w.,/:$£€¥₹-])\d[\d,]*\s+([a-z][\w-]*\s+)?(?!(is|was|has|does|us|yes|plus|less)\s)"
    r"[a-z]{2,}s\s+$",
    re.I,
)
#: After a count of things, a rate only per day or from a month ("40 loaves a day from the
#: 8th", "12 boxes a week from june"); "2 interviews a week from today" is an offset.
_COUNT_RATE = re.compile(rf"^(a|per)\s+day\b|^\S+\s+\S+\s+from\s+({MONTH})\b", re.I)


def rate_head(text: str, start: int, body: str) -> int | None:
    """Where the time starts in a match `body` at `start` that begins with the unit of a
    frequency ("twice | a day from today": "from today"); None otherwise."""
    m = _PER_UNIT.match(body)
    before = text[max(0, start - 30) : start]
    if m is None or _TIMES.search(before):
        return None if m is None else m.end()
    rate = _COUNT.search(before) and _COUNT_RATE.search(body)
    if _PRICE.search(before) or rate:  # "$4,200 a month | from july": the rent's start
        return m.end() + len(body[m.end() :]) - len(re.sub(r"^from\s+", "", body[m.end() :]))
    return None
