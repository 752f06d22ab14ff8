"""A weekday alone, with no "on" before it, and "now" right after it, told by a verb of saying
or moving or after a comma ("the vet says friday now", "they moved it, thursday now"): the day
the thing now falls on, the one that changed, no routine told with "now" ("2 pills at night
now", "I swim on tuesday now", "bins go out wednesday now"), nor the day it is ("it's friday
now", which the filter drops). And a date that names its month and its day ("reminders for
sept 15 and jan 15 now", "the deadline is june 30 now"): one day of one year, which no
routine told with "now" repeats ("rent is due on the 1st now" is one).
`timehabits.habitual` asks `changed_day` and `month_day` before it reads "now" as a
routine's.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH, WEEKDAY

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


#: A date with its month and its day: a month word and a day of the month, either way round
#: ("sept 15", "30th june", "3rd of july").
_MONTH_DAY = re.compile(
    rf"\b{MONTH}\.?\s+(the\s+)?\d{{1,2}}(st|nd|rd|th)?\b"
    rf"|\b\d{{1,2}}(st|nd|rd|th)?\s+(of\s+)?{MONTH}\b",
    re.I,
)


def month_day(body: str) -> bool:
    """Whether the match `body` holds a date with its month and its day ("jan 15"), which
    "now" after it does not make a routine's."""
    return bool(_MONTH_DAY.search(body))
