""" "Off by" a bare number that tells how far a count or a measure missed ("the bag count was
off by 12", "the till is off by 3", "the estimate was off by 2 hours"): a margin, no clock time
(tests/data/timeexpr.md: counts and measures are no dates). Told by a word of a count, a sum or
a measure in the clause before "off", or a unit after the number. Not one who is "off" (gone,
done with work) "by" an hour ("i'll be off by 5", "the lights are off by 10": no count, no
unit), which `timeclock.by_hour` reads as that hour.
"""

from __future__ import annotations

import re

#: "off" right before "by".
_OFF = re.compile(r"\boff\s*$", re.I)
#: A word of a count, a sum or a measure that can miss by an amount.
_COUNT = re.compile(
    r"\b(count|counts|headcount|total|totals|tally|number|numbers|figures?|estimates?|sums?|"
    r"balance|readings?|calculations?|math|maths|measurements?|inventory|stocktake|forecast|"
    r"guess|scale|scales|float|reconciliation|books|projections?|predictions?|answer|"
    r"invoice|bill|manifest|loadsheet|weight|score)\b",
    re.I,
)
#: A unit right after the number ("off by 2 hours", "off by 3%", "off by 12 bags", "off by a
#: few cm"): a sign, a short unit, or a plural noun; no adverb or new clause ("off by 10 in this
#: house", "off by 5 so call me").
_UNIT = re.compile(
    r"^\s*(%|(percent|per\s*cent|pc|pts|cm|mm|km|kg|lb|lbs|g|m|ft|quid|bucks|grand|k)\b"
    r"|(?!(this|thanks|always|yes|plus|does|unless|besides)\b)[a-z]{2,}s\b)",
    re.I,
)


def off_count(before: str, after: str) -> bool:
    """Whether "by" a bare number, with `before` the text before "by" and `after` the text
    after the number, follows "off" and tells how far a count or a measure missed."""
    clause = re.split(r"[,;.!?\n]", before)[-1]
    if not _OFF.search(clause):
        return False
    return bool(_COUNT.search(clause) or _UNIT.match(after))
