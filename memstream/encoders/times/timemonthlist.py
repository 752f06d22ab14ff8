"""A match that runs from a month's day across a comma into the next month's name, its day
left outside ("aug 2, aug | 16 and the 30th", "sept 3, oct | 1"): Duckling's glue of a list of
dates. Two dates, each read alone, the second with its day (tests/data/timeexpr.md: a match
that runs across a comma into a time of its own is two). `timematchparts.parts` asks
`listed_months`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: A month's day, a comma, then a month alone ending the match ("aug 2, aug").
_GLUED = re.compile(
    rf"^(?P<first>.*\b({MONTH})\.?\s+\d{{1,2}}(st|nd|rd|th)?),\s+(?P<next>({MONTH})\.?)$", re.I
)
#: The next month's day right after the match (" 16", " 30th"), no clock time or count after.
_DAY_AFTER = re.compile(r"\s+\d{1,2}(st|nd|rd|th)?\b(?![:.]\d|\s*[ap]\.?m\b|\s*[-–/]\s*\d)", re.I)


def listed_months(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The two dates of a match text[start:stop] that ends in a month whose day follows it
    ("aug 2, aug | 16"): the first date, and the month with its day; None for any other."""
    m = _GLUED.match(text[start:stop])
    day = _DAY_AFTER.match(text, stop)
    if m is None or day is None:
        return None
    return [(start, start + m.end("first")), (start + m.start("next"), day.end())]
