"""A weekday said to be coming ("the new one coming friday", "this coming tuesday at 2"),
said on that weekday: the one a week on. Duckling reads "coming friday" said on a Friday as
that same day, but a weekday never names the day it is said on (one says "today"), and
"coming" points ahead (tests/data/timeexpr.md: "on Tuesday", said on a Tuesday, is a week
away), as Duckling reads "this friday" said on a Friday. Only a mention with one reading, a
day or a time in it, is moved (with its reading of that day); a recurring one ("upcoming
friday", where Duckling reads the weekday alone) is left to its tense.

`timeexpr.TimeResolver.mentions` asks `coming_days`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import HIGH, Occurrence
from memstream.encoders.times.timevocab import WEEKDAY, weekday_number

#: "coming" or "upcoming" and a weekday at the head of the mention ("coming friday at 2").
_COMING = re.compile(rf"^(?:this\s+)?(?:up)?coming\s+({WEEKDAY})\b\.?", re.I)
_WEEK = timedelta(days=7)


def coming_days(mentions: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions, each "coming <weekday>" that reads the day it is said on (`wall`)
    moved a week on."""
    return [_moved(m, wall) for m in mentions]


def _moved(m: Mention, wall: datetime) -> Mention:
    head = _COMING.match(m.text)
    if head is None or m.recurring or m.chosen.start.date() != wall.date():
        return m
    if weekday_number(head.group(1)) != wall.weekday() or m.chosen.end > HIGH - _WEEK:
        return m
    options = tuple(_on(o) if o.start.date() == wall.date() else o for o in m.occurrences)
    return replace(m, chosen=_on(m.chosen), occurrences=options)


def _on(o: Occurrence) -> Occurrence:
    """The reading `o` a week on."""
    return replace(o, start=o.start + _WEEK, end=o.end + _WEEK)
