"""A bare number right before "from" and a day, where the number is a count ("the 8 from last
tuesday were great": eight people; "moved to 3-6 from next mon": the end of a range of
figures before it): Duckling reads the number as a clock time from that day ("8 from last
tuesday" at 08:00), or "the 6 from sunday" as the 6th, but a number after "the" or a hyphen
is no clock time (tests/data/timeexpr.md, "Not dates": counts), so only "from" and the day
are read ("From X" with no end is X). Not a number after a word that introduces a clock
time ("open 9 from monday": left to the match).
`timematchparts.parts` asks `count_from_day`.
"""

from __future__ import annotations

import re

#: The number and "from" at the head of the match.
_NUMBER_FROM = re.compile(r"^(?P<the>the\s+)?\d{1,2}\s+(?=from\s)", re.I)
#: What makes the number a count: "the" before it, or a hyphen and a figure ("3-6").
_COUNTED = re.compile(r"(?:\bthe\s+|\d\s*[-\u2013]\s*)$", re.I)


def count_from_day(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """[("from" and the day)] where text[start:stop] opens with a bare number that "the" or
    a hyphen makes a count, then "from"; None otherwise."""
    m = _NUMBER_FROM.match(text[start:stop])
    if m is None:
        return None
    if not (m.group("the") or _COUNTED.search(text[max(0, start - 12) : start])):
        return None
    return [(start + m.end(), stop)]
