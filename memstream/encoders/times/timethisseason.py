""" "This spring", "this summer", "this autumn" (or "fall"): the one of the year it is said in
(tests/data/timeexpr.md, seasons and recurring mentions), whatever the tense of the verb ("landed an
internship for this autumn", said in February, is the coming September to November, not the autumn
before; "this summer flew by", said in August, is this one). Chat says "last summer" for the one
before. "This winter" runs across two years, and said from March on it may be the one just over: it
keeps the reading of the sentence's tense.

`timeexpr.TimeResolver.mention` asks `of_this_year`.
"""

from __future__ import annotations

from datetime import datetime

from memstream.encoders.times.timerules import Occurrence

_IN_ONE_YEAR = frozenset({"spring", "summer", "autumn", "fall"})


def of_this_year(
    season: str, wall: datetime, chosen: Occurrence, found: list[Occurrence]
) -> tuple[Occurrence, list[Occurrence]]:
    """ "This `season`" as the one that begins in `wall`'s year (chosen, and the only
    occurrence), when the season lies in one year and it is among `found`; else `chosen`
    and `found`."""
    mine = [o for o in found if o.start.year == wall.year]
    if season.lower() not in _IN_ONE_YEAR or not mine:
        return chosen, found
    return mine[0], mine[:1]
