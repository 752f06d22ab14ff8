"""A day or a clock time and "this year" after it in one match of Duckling's ("the nagar
kirtan is sunday at 11 this year, not the 14th", "falls on nov 24 this yr"): two times, the
day (read alone, the occurrence its sentence names) and this year, which the message says to
set this year's date apart from other years'. Not a month or a part of one ("june this
year", "mid oct this year", "the first week of june this year"), which Duckling reads as
that stretch of this year, nor "next year" or "last year" after a day ("5 nov next year"),
which picks its year. `timefilter.check` asks `parts`; `timealone.day_of_month` asks
`follows` of a day of the month introduced ("on the 29th this year"), which "this" would
otherwise make a noun's modifier.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_THIS_YEAR = re.compile(r"\s+(this\s+(?:year|yr))$", re.I)
_AFTER = re.compile(r"\s+this\s+(year|yr)\b", re.I)
#: A day of the month or a clock time (a digit), or a weekday, in the part before it.
_DAY = re.compile(rf"\d|\b{WEEKDAY}\b", re.I)


def parts(body: str) -> list[tuple[int, int]] | None:
    """The day and "this year" of a match "<day> this year" (offsets in `body`), or None."""
    m = _THIS_YEAR.search(body)
    if m is None or not _DAY.search(body, 0, m.start()):
        return None
    return [(0, m.start()), (m.start(1), len(body))]


def follows(text: str, end: int) -> bool:
    """Whether "this year" follows text[:end] at once."""
    return bool(_AFTER.match(text, end))
