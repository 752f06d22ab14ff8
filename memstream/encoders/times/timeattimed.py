"""A bare hour after "at" that a verb of a timed event governs ("my shift ends at 8", "ours is
scheduled at 6", "the ferry leaves at 7"), then "still" or thanks ("... scheduled at 6 still",
"... ends at 8 thank god"): the slot's time, a clock time (tests/data/timeexpr.md: "at 5" with
no day is the nearest reading in the sentence's tense), no noun the number counts. Not after a
verb of a level or a place ("the temperature was at 5 still", "stuck at 5 still": no slot), nor
after a past "ended", "finished", "opened" or "closed", which end a score or a price as well
("i ended at 4 still", "the shares closed at 5 still"). `timechat.no_noun` asks it.
"""

from __future__ import annotations

import re

#: A verb of a timed event, "at" and a bare hour or an hour and minutes right before the end.
_TIMED_AT = re.compile(
    r"\b(starts?|ends?|finish(es)?|opens?|closes?|scheduled|"
    r"rescheduled|booked|planned|lands?|landed|leaves?|departs?|departed|arrives?|arrived|"
    r"begins?|began|resumes?|resumed|kicks?\s+off|kicked\s+off)\s+at\s+([1-9]|1[0-2])"
    r"([:.][0-5]\d)?$",
    re.I,
)
#: "still" or thanks that end the clause after the hour ("at 6 still", "at 8 thank god").
_TAIL = re.compile(
    r"^\s+(still|thank\s+(god|goodness|heavens|fuck|u|you)|thankgod|thanks|thx)\b"
    r"(?!\s+[a-z]+ing\b)",
    re.I,
)


def timed_tail(text: str, end: int) -> bool:
    """Whether text[:end] ends with a verb of a timed event, "at" and a clock time, and
    "still" or thanks follow it: the end of the clause, no noun."""
    timed = _TIMED_AT.search(text[max(0, end - 40) : end]) is not None
    return timed and _TAIL.match(text[end : end + 30]) is not None
