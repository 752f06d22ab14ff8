"""A named day before a noun of trade ("boxing day sales", "the memorial day deals", "a labor
day bargain", "mother's day offers"): the noun's kind, no day (tests/data/timeexpr.md, "Not
dates": "Black Friday deals"). Only before a noun of trade: the same days before an event
held on them are that day ("anzac day service is on tuesday", "canada day fireworks at the
harbour", "my boxing day shift"), and the holidays `timewords._holiday_as_word` knows
("Christmas lights") are the kind of any common noun.

`timewords.as_word` asks `trade_kind`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words

#: Days named "<word> day" that shops sell on.
_NAMED_DAY = re.compile(
    r"^(boxing|memorial|labou?r|independence|canada|australia|anzac|presidents?|"
    r"(mother|father)\s*['’]?s?)\s+day$",
    re.I,
)
#: Nouns of trade.
_TRADE = words(
    "sale sales deal deals bargain bargains offer offers discount discounts doorbuster"
    " doorbusters promo promos markdown markdowns clearance specials shopping"
)


def trade_kind(tokens: list[tuple[int, str, str]], words_at: list[int]) -> bool:
    """Whether the named day at tokens `words_at` is right before a noun of trade."""
    if not words_at or not _NAMED_DAY.match(" ".join(tokens[k][1] for k in words_at)):
        return False
    k = words_at[-1] + 1
    return k < len(tokens) and tokens[k][1].lower() in _TRADE
