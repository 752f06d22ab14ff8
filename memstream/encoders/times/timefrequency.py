"""A frequency glued to the time after it ("55g of biscuits twice a day from today", "3 times
a week from monday", "once a month from june"): Duckling reads "a day from today" as an
offset, tomorrow, but "twice a day" is how often (tests/data/timeexpr.md, not dates: habits),
and "from X" after it is X, where the habit starts. `timefilter` cuts the frequency off
(`rate_head`); "a week from monday" with no count of times before it stays an offset.
"""

from __future__ import annotations

import re

#: "a day", "a week", ... at the head of the match, before "from".
_PER_UNIT = re.compile(r"^an?\s+(day|night|week|fortnight|month|year)\s+(?=from\b)", re.I)
#: A count of times right before the match ("twice ", "3 times ", "three x ").
_TIMES = re.compile(
    r"\b(once|twice|thrice|(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(x|times))\s+$",
    re.I,
)


def rate_head(text: str, start: int, body: str) -> int | None:
    """Where the time starts in a match `body` at `start` that begins with the unit of a
    frequency ("twice | a day from today": "from today"); None otherwise."""
    m = _PER_UNIT.match(body)
    if m is None or not _TIMES.search(text[max(0, start - 20) : start]):
        return None
    return m.end()
