"""A weekday alone, with no "on" before it, and "now" right after it, told by a verb of saying
or moving or after a comma ("the vet says friday now", "they moved it, thursday now"): the day
the thing now falls on, the one that changed, no routine told with "now" ("2 pills at night
now", "I swim on tuesday now", "bins go out wednesday now"), nor the day it is ("it's friday
now", which the filter drops). And a date that names its month and its day before a plain
closing "now" ("reminders for sept 15 and jan 15 now", "the deadline is june 30 now"): one
day of one year, which a routine told with "now" repeats only yearly ("rent is due on the
1st now" is a monthly one); not before "nowadays" or "these days", nor after "every" ("we
celebrate on dec 24 nowadays", "i pay the tax every year on june 15 now": a yearly routine),
nor, by the tags, "on" the date in a clause whose verb is the present of an action with no
"be" between it and the date ("we do presents on dec 24 now", "the town does fireworks on
july 3 now"; not "it's due june 30th now", "moved to 14 sept now", "the landlord wants the
keys back april 12 now", "tickets go on sale jan 9 now"). `timehabits.habitual` asks
`changed_day` and `month_day` before it reads "now" as a routine's;
`timehabits.yearly_routine` asks `told_habit` of a text the tense step tagged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import CLAUSE_MARKS, Token
from memstream.encoders.times.timephrases import words as _words
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


#: A closing word of routine other than a plain "now", after a match in its sentence.
_NOT_PLAIN_NOW = re.compile(r"[^.!?\n]*\b(nowadays|these\s+days)\b", re.I)
#: "every" or a word of a yearly rule before a match in its clause ("every year on", "each").
_EVERY_BEFORE = re.compile(r"\b(every|each|annually|yearly)\b[^.!?;,\n]*$", re.I)


def month_day(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] holds a date with its month and its day ("jan 15"),
    which a plain "now" after it does not make a routine's; not before "nowadays" or "these
    days", nor after "every" in its clause."""
    if not _MONTH_DAY.search(text[start:end]) or _NOT_PLAIN_NOW.match(text, end):
        return False
    return not _EVERY_BEFORE.search(text[max(0, start - 60) : start])


#: Presents that tell no habit of the subject's: "be", "have", the verbs of wanting, saying
#: or thinking, and of a one-off that falls on a day ("the flight lands on dec 24 now").
_NO_HABIT = _words(
    "is are am 's ’s 're ’re 'm ’m has have 've ’ve want wants need needs say says think "
    "thinks reckon reckons hope hopes guess mean means seems looks sounds falls lands "
    "happens arrives"
)


def told_habit(tokens: Sequence[Token], start: int) -> bool:
    """Whether the nearest finite verb before offset `start` in its clause (`tokens`:
    (offset, text, Penn tag)) is the present of an action, a habit's ("we do presents on",
    "the town does fireworks on"); not "be" or a verb of `_NO_HABIT` ("it's due", "the
    landlord wants the keys back"), a past ("moved to") or a verb in -ing."""
    for _, word, tag in reversed([t for t in tokens if t[0] < start]):
        if word in CLAUSE_MARKS or tag in ("VBD", "MD", "VBG", "VBN"):
            return False
        if tag in ("VBZ", "VBP"):
            return word.lower() not in _NO_HABIT
    return False
