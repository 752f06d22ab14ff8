"""A spelled ordinal heading a clock time, with no "the", "on", month or weekday before it
("first jamaat 7:30, second at 9", "first sitting is at 6, second at 8.30"): the second of
the things the message counts, its noun left out, and its clock time, not the 2nd of a month
(tests/data/timeexpr.md, "Not dates": ordinals of things). The clock time is read alone,
on the day the message gives it. Kept: "on the second at 9", "the second at 9", "june
second at 9", "sunday the second at 9" (dates), a written ordinal ("2nd at 9", chat's
date), and an ordinal alone in its message, no series of things counted ("third at 10 is
the only slot left next month", "payday is the first, rent due second at 5pm", "the 14th or
fifteenth at 10": a date).
`timecounts.number_head` asks `head`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timenumberwords import ORDINAL_ALT
from memstream.encoders.times.timevocab import MONTH, WEEKDAY

_HEAD = re.compile(rf"^({ORDINAL_ALT})\s+(?=(at|@|from|around|by)\s*\d)", re.I)
#: A spelled ordinal anywhere in the message.
_ORDINAL = re.compile(rf"\b({ORDINAL_ALT})\b", re.I)
#: Words before the ordinal that make it a date's day.
_DATE_BEFORE = re.compile(rf"\b(the|on|of|{MONTH}|{WEEKDAY})\.?,?\s+$", re.I)


def head(text: str, start: int, body: str) -> int | None:
    """Where the clock time starts in a match that opens with a bare spelled ordinal
    ("second | at 9"); None if it opens with no such ordinal."""
    m = _HEAD.match(body)
    if m is None or _DATE_BEFORE.search(text[max(0, start - 12) : start]):
        return None
    return m.end() if _series(text, start) else None


def _series(text: str, start: int) -> bool:
    """Whether the message counts things: another spelled ordinal, not a date's, besides the
    one at `start` ("first jamaat 7:30, second at 9"; not "the first, rent due second at 5")."""
    for other in _ORDINAL.finditer(text):
        if other.start() != start and not _DATE_BEFORE.search(
            text[max(0, other.start() - 12) : other.start()]
        ):
            return True
    return False
