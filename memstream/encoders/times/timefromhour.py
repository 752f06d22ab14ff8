"""A bare hour right after "from" and before its day ("free from 2 tomorrow", "in from 9 on
friday"): a clock time on that day, not a count glued in front of a time ("turned 21 on
Saturday", which `timefilter` cuts to "on Saturday"). "From X" with no end is X (tests/data/
timeexpr.md, ranges): the hour itself, its daytime reading on the day, as "tues from 6" is.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: An hour 1-12 and then its day: "2 tomorrow", "9 on friday", "4 this sat".
_HOUR_DAY = re.compile(
    rf"^(1[0-2]|[1-9])\s+(today|tomorrow|tmrw|tmr|tonight|(on\s+|this\s+|next\s+)?{WEEKDAY}\b)",
    re.I,
)
_FROM = re.compile(r"\bfrom\s+$", re.I)


def from_hour(text: str, start: int) -> bool:
    """Whether the match at `start` is an hour and its day right after "from" ("... from |
    2 tomorrow")."""
    return bool(_FROM.search(text[max(0, start - 8) : start]) and _HOUR_DAY.match(text[start:]))
