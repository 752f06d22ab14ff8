"""A weekday alone, with no "on" before it, and "now" right after it, told by a verb of saying
or moving or after a comma ("the vet says friday now", "they moved it, thursday now"): the day
the thing now falls on, the one that changed, no routine told with "now" ("2 pills at night
now", "I swim on tuesday now", "bins go out wednesday now"), nor the day it is ("it's friday
now", which the filter drops). `timehabits.habitual` asks `changed_day`
before it reads "now" as a routine's.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_DAY = re.compile(rf"^{WEEKDAY}$", re.I)
_NOW = re.compile(r"^\s+now\b", re.I)
#: Words before a weekday that make it a routine's or a kind's ("on tuesday", "every friday"),
#: or the day it is said on ("it's friday now": today, which a weekday never names).
_ROUTINE_BEFORE = re.compile(
    r"\b(on|every|each|a|by|until|till|since|it['’]?s|it\s+is|today\s+is)\s+$", re.I
)


#: What tells of a change of day in its clause before the weekday: a verb of saying or of
#: moving ("the vet says friday now", "they pushed it to ... friday now"), or a comma after it
#: ("they moved it, thursday now"); not a routine's present ("bins go out wednesday now",
#: "we have practice thursday now", "my day off is friday now").
_CHANGE_BEFORE = re.compile(
    r"(\b(says?|said|told|reckons?|thinks?|moved|pushed|changed|switched|rescheduled|bumped)"
    r"\b[^.!?;,\n]{0,30}|,\s*)$",
    re.I,
)


def changed_day(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a weekday alone that "now" follows, not after "on", after a
    verb of saying or moving, or a comma, in its clause."""
    if not _DAY.match(text[start:end]) or not _NOW.match(text[end : end + 8]):
        return False
    if _ROUTINE_BEFORE.search(text[max(0, start - 10) : start]):
        return False
    return bool(_CHANGE_BEFORE.search(text[max(0, start - 60) : start]))
