"""A day of the month that something was meant or supposed to happen on ("the flat was
supposed to be handed over on the 15th, now it's the 25th", "supposed to be off till the 9th
but got called in"): the plan that fell through is told in the past, but its day is the
plan's, close to when it is said on either side, so the nearest one (tests/data/timeexpr.md:
a recurring mention names the occurrence the sentence talks about; "was meant to be at work
for 8", said at 06:20, is today's). A weekday keeps the reading of round 41 ("it was
supposed to be sorted by friday" is the Friday over), and a month, a season or a holiday its
tense ("was supposed to go to japan in april" said in
November is the April past). A date after "now" opening a part after a verb of slipping or
moving ("delivery slipped again, now aug 12") is where it goes, ahead (`moved_now`).
`tense.tense_at` asks both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

Token = tuple[int, str, str]

#: A day of the month, maybe after "on" and "the" ("on the 15th", "the 9th").
_DAY = re.compile(r"^(on\s+|till\s+|until\s+|by\s+)?(the\s+)?\d{1,2}(st|nd|rd|th)$", re.I)
_STOPS = frozenset(",.;:!?")
#: Words of the past told outright: the day is the one gone by ("last tuesday", "ago").
_PAST_WORDS = frozenset({"last", "ago", "yesterday"})


def fell_through_day(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) is a day of the month in a part of the sentence
    where "meant to" or "supposed to" comes before it."""
    words = [t[1].lower() for t in tokens[i:j]]
    if not _DAY.match(" ".join(words)) or any(w in _PAST_WORDS for w in words):
        return False
    for k in range(i - 1, 0, -1):
        if tokens[k][1] in _STOPS or any(ord(c) > 0x2000 for c in tokens[k][1]):
            return False
        if tokens[k][1].lower() == "to" and tokens[k - 1][1].lower() in ("meant", "supposed"):
            return True
    return False


#: Verbs of a date slipping or being moved ("slipped", "pushed back", "delayed").
_SLIPPING = re.compile(
    r"^(slip|slips|slipped|slid|slide|push|pushed|move|moved|delay|delayed|postponed|"
    r"bumped|rescheduled|shifted)$",
    re.I,
)


def moved_now(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token `i` opens a part after "now" that follows a part with a
    verb of slipping or moving ("delivery slipped again, now aug 12", "got pushed back, now
    the 20th"): the date it is set to now, ahead, even told in the past."""
    if i < 2 or tokens[i - 1][1].lower() != "now" or tokens[i - 2][1] not in _STOPS:
        return False
    for k in range(i - 3, -1, -1):
        if tokens[k][1] in ".!?":
            return False
        if _SLIPPING.match(tokens[k][1]):
            return True
    return False
