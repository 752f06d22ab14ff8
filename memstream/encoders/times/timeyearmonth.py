"""A month right after a year named another way ("4 years ago in october", "last year in
march", "2019, in may"): that month of that year, not the month's nearest
occurrence ("we opened 4 years ago in october" said in February 2026 is October 2022).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import HIGH, Occurrence, add_grain

#: What joins the year to the month: a space, a comma, "in" (in the month's own text).
_JOIN = re.compile(r"^\s*,?\s*$")
_IN_MONTH = re.compile(r"^(in\s+|during\s+)?[a-z]{3,9}\.?$", re.I)


def month_of_year(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions with each month right after a year read in that year."""
    out = list(found)
    for k in range(1, len(out)):
        year, month = out[k - 1], out[k]
        y, o = year.chosen, month.chosen
        if y.grain != "year" or o.grain != "month" or year.occurrences:
            continue
        if not (_JOIN.match(text[year.end : month.start]) and _IN_MONTH.match(month.text)):
            continue
        if y.start.year >= HIGH.year:
            continue  # "in 9999 in dec": a figure, and December of 9999 would end past time
        start = o.start.replace(year=y.start.year)
        fixed = Occurrence(start, add_grain(start, "month"), "month", "month")
        out[k] = replace(month, chosen=fixed, occurrences=())
    return out
