"""A stretch's length before the range it spans ("the camp is 4 days from aug 11 to aug
14", "3 nights from the 4th to the 7th", "for 18 days starting wednesday"): a count of its
days, no time of its own, and the day it starts ("starting X") is X. Duckling
reads "5 days from X" as five days after X; a careful reader writes down the range from X
to Y (tests/data/timeexpr.md: "from April 3 to April 10" runs from the first day to the end
of the last; durations without an anchor, "for three hours", are no time).
`timecounts.number_head` asks it; "5 days from now", "3 weeks from monday" (no end) stay
times. A length after "for" is how long, no offset, even with no end ("off for 2 wks from
tmrw", "in for 3 days from mon 5th june"): the day it runs from, as "from X" alone is X.
"""

from __future__ import annotations

import re

#: A count of units, then "from" X and an end word before the match's end.
_LENGTH = re.compile(
    r"^(for\s+)?(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fourteen)\s+(full\s+)?(days?|nights?|weeks?|months?|hours?)\s+(?=from\s+\S.*?\s(to|till|"
    r"til|until|thru|through)\s+\S|(starting|beginning)\s+(on\s+|from\s+)?\S)",
    re.I,
)


#: "For" a count of units, then "from" X with no end: how long, from X ("for 2 wks | from tmrw").
_FOR_LENGTH = re.compile(
    r"^for\s+(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fourteen)\s+(full\s+)?(days?|nights?|weeks?|wks?|months?|hours?|hrs?)\s+(?=from\s+\S)",
    re.I,
)


def head(body: str) -> int | None:
    """Where the range starts in a match that opens with its own length ("5 days | from jul
    20 to jul 24", "for 3 days | from monday"); None if it opens with no such length."""
    m = _LENGTH.match(body) or _FOR_LENGTH.match(body)
    return m.end() if m else None


#: Clock times of a day's routine after a range of days and a comma ("from jul 20 to jul 24,
#: 9 till 5 each day"): the hours of every day, a habit, no date of their own.
_CLOCKS = re.compile(
    r"^\d{1,2}([:.]\d\d)?\s*([ap]m)?\s*([-\u2013]|to|till|til|until)\s*\d{1,2}([:.]\d\d)?"
    r"\s*([ap]m)?$",
    re.I,
)
_EACH_DAY = re.compile(r"^\s+((each|every)\s+(day|morning|afternoon|evening|night)|daily)\b", re.I)


def routine(tail: str, after: str) -> bool:
    """Whether `tail`, the part of a match after a comma, is the clock times of a routine
    over the days before it (`after` the match says "each day", "daily")."""
    return bool(_CLOCKS.match(tail)) and bool(_EACH_DAY.match(after))
