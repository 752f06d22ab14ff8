"""A rate per unit of time before "from X" ("£40 a night from sept 1st", "8 hrs a week from
next month", "30 hours a week from monday"): the rate's unit is no time and "a week from X"
is no offset; X alone is the time, the day the rate starts (tests/data/timeexpr.md, not
dates: prices and counts, "€200 a night"). Duckling reads "a week from next month" as a week
after it and "night from sept 1st" as a range from that night on. A unit after "a" that no
amount heads ("see you a week from monday"), or a bare number with no sign nor unit it
counts ("ep 48 a week from friday", "vol 3 lands a week from monday"), is the offset.

`timematchparts.parts` asks `rate_from`.
"""

from __future__ import annotations

import re

#: A unit of time per which a rate is counted.
_UNIT = r"(night|day|week|wk|fortnight|month|year|yr|hour|hr)"
#: The match: the unit, maybe after "a"/"an"/"per", then "from" and X.
_MATCH = re.compile(r"^((a|an|per)\s+)?" + _UNIT + r"\s+from\s+(?=\S)", re.I)
#: Units an amount counts: of time, of work or of money ("hrs", "shifts", "quid").
_COUNTED = (
    r"(hrs?|hours?|mins?|minutes?|shifts?|sessions?|lessons?|classes|visits?|k|grand|quid|"
    r"bucks|dollars|pounds|euros|pence|p|cents?|usd|gbp|eur|aud|cad)\b"
)
#: An amount right before: a number, maybe a price's sign or a thousand's "k", then maybe
#: the unit it counts ("£40 ", "8 hrs ", "30 hours ", "3 shifts "), and "a"/"per" when the
#: match has none; a bare number is none ("ep 48 a week from friday", "vol 3 lands a week
#: from monday": offsets).
_AMOUNT = re.compile(
    r"(?<![\w:])(?P<sign>[$£€¥])?\d[\d,.]*k?(?P<what>\s*" + _COUNTED + r")?\s+"
    r"(?P<per>(a|an|per)\s+)?$",
    re.I,
)


def rate_from(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after "<unit> from" when an amount heads the
    unit as a rate ("£40 a | night from sept 1st": sept 1st), None otherwise."""
    m = _MATCH.match(text[start:stop])
    if m is None:
        return None
    amount = _AMOUNT.search(text[max(0, start - 30) : start])
    if amount is None or bool(amount.group("per")) == bool(m.group(1)):
        return None  # "see you a week from monday"; "£40 a a night" is no rate
    if not (amount.group("sign") or amount.group("what")):
        return None  # "ep 48 a week from friday": a thing's number, then the offset
    return [(start + m.end(), stop)]
