"""Minutes to the hour in figures after "at" ("mon at 10 to 9", "meet at 20 to 4"), as a
careful reader takes them (tests/data/timeexpr.md, a clock time's grain: with minutes, that
minute): "at" names a moment, never a stretch, so "at 10 to 9" is 08:50, not a range from
10 to 9. Only minutes a clock is told in (5, 10, 20, 25) before an hour of the 12-hour
clock, and not before a noun ("at 5 to 10 guests", "at 10 to 12 mins": counts) nor in a
clause of odds, scores or counting ("odds were at 10 to 1", "tied at 10 to 10", "count down
at 10 to 1"). Spelled out
for Duckling as the clock time ("at 8:50"; `timespelled.spelled_out`).
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeneighbours import noun_follows

_TO = re.compile(
    r"(?<![\w:.])(?:at|around|by)\s+(?P<body>(?P<minutes>5|10|20|25)\s+(?:to|till?)\s+"
    r"(?P<hour>[1-9]|1[0-2]))(?![\w:.%/-]|\s*(?:am|pm|a\.m|p\.m)\b)",
    re.I,
)

#: Odds, a score or a count earlier in the clause: "N to H" is two numbers, not a clock time.
ODDS = re.compile(
    r"\b(odds|bookies?|bet|bets|betting|priced|tied|level|scores?|ratio|count(s|ing)?)\b[^,.!?;]*$",
    re.I,
)


def minutes_to(text: str) -> list[tuple[int, int, str]]:
    """(start, end, spelled out) of each "N to H" after "at" in `text` ("at 10 to 9": "8:50")."""
    out = []
    for m in _TO.finditer(text):
        if noun_follows(text, m.end()) or ODDS.search(text, 0, m.start()):
            continue  # "at 5 to 10 guests", "odds were at 10 to 1"
        hour = int(m.group("hour")) - 1 or 12
        out.append((m.start("body"), m.end("body"), f"{hour}:{60 - int(m.group('minutes')):02d}"))
    return out
