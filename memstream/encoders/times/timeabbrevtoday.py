"""A weekday cut short that is no English word before "and" a new clause, read as a day only
for that clause (`timeabbrev.before_clause`: "we went fri and it was packed"), said on that
weekday: the day it is ("it's fri and i'm still at work 😩", "happy fri and it's payday!!",
"tues and it's raining again, classic", said on a Friday or a Tuesday), which the message
tells of as now, no plan's or a past outing's day; it is left out, as it was before that
rule. A weekday that another rule reads ("on fri and ...", "going fri and ...") keeps its
reading (tests/data/timeexpr.md: a weekday never names the day it is said on).
`timeexpr.TimeResolver.mentions` asks `said_today`.
"""

from __future__ import annotations

from datetime import datetime

from memstream.encoders.times.timeabbrev import before_clause, plain_day
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeneighbours import word_before
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS


def said_today(text: str, mentions: list[Mention], wall: datetime) -> list[Mention]:
    """`mentions` less each weekday cut short before "and" a new clause that is the weekday of
    `wall` and that no other rule reads as a day (see the module's docstring)."""
    return [m for m in mentions if not _today(text, m, wall)]


def _today(text: str, m: Mention, wall: datetime) -> bool:
    word = m.text.lower().rstrip(".")
    if WEEKDAY_NUMBERS.get(word) != wall.weekday() or not before_clause(text, m.start, m.end):
        return False
    return not plain_day(text, m.start, m.end, word_before(text, m.start))
