"""A weekday typed with one letter missing ("saturay", "thursay", "wednsday", "tuesay",
"frday"): that weekday (tests/data/timeexpr.md, chat spellings of days), which Duckling does
not read. The respelling for Duckling (`timeslang.respelled`) keeps every offset and can
only swap letters; a word one letter short is read here instead, as a weekday is: the next
one after the day it is said (never that day), with the ones a week before and after it for
the sentence's tense to choose from. Only a word that keeps the weekday's first two letters
and its final "y", five letters or more: "sunda" or "mony" are not read.

`timeexpr.TimeResolver.mentions` asks `typo_days`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS, WEEKDAYS

_WORD = re.compile(r"\b[a-z]{5,8}\b", re.I)
_DAY = timedelta(days=1)


def _short_of(word: str) -> int | None:
    """The weekday number whose name `word` is with one letter missing, after its first two
    and before its final "y"; None if it is no such typo."""
    for name in WEEKDAYS:
        if len(word) != len(name) - 1 or word[:2] != name[:2] or not word.endswith("y"):
            continue
        if any(word == name[:k] + name[k + 1 :] for k in range(2, len(name) - 1)):
            return WEEKDAY_NUMBERS[name]
    return None


def _on(day: datetime) -> Occurrence:
    return Occurrence(day, day + _DAY, "day", "day")


def typo_days(text: str, wall: datetime) -> list[Mention]:
    """Each weekday typed one letter short in `text`, read as that weekday."""
    out = []
    today = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    for m in _WORD.finditer(text):
        weekday = _short_of(m.group(0).lower())
        if weekday is None:
            continue
        ahead = (weekday - today.weekday() - 1) % 7 + 1
        nxt = today + timedelta(days=ahead)
        days = tuple(_on(nxt + timedelta(weeks=w)) for w in (-1, 0, 1, 2))
        out.append(Mention(m.group(0), m.start(), m.end(), days[1], days))
    return out
