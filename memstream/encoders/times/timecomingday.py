"""A weekday said to be coming ("the new one coming friday", "this coming tuesday at 2"),
said on that weekday: the one a week on. Duckling reads "coming friday" said on a Friday as
that same day, but a weekday never names the day it is said on (one says "today"), and
"coming" points ahead (tests/data/timeexpr.md: "on Tuesday", said on a Tuesday, is a week
away), as Duckling reads "this friday" said on a Friday. Only a mention with one reading, a
day or a time in it, is moved (with its reading of that day); a recurring one ("upcoming
friday", where Duckling reads the weekday alone) is left to its tense. What is tied to the
moved day moves with it: a clock time after it in its sentence, with no day of its own
("coming friday, the movers come at 9", "this coming friday: doors at 7"), is that time of
the moved day; a weekday joined to it by "and" ("coming friday and saturday the shop is
shut") is the first one after it. One joined by "or" is left ("coming friday or saturday?":
tomorrow may be meant).

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
_DAY = timedelta(days=1)
#: A clock time with no day in it ("at 9", "7pm", "7 p.m.", "@ 6:30", "at noon"); not a
#: deadline ("by 5").
_WORDS = re.compile(
    r"^(at|@|from|after|around|about)?\s*([\d:.]+\s*([ap]\.?m\.?|h|o['’]?\s?clock|ish)?|"
    r"noon|midday|midnight)$",
    re.I,
)
#: A weekday alone ("saturday", "sat.").
_WEEKDAY_ALONE = re.compile(rf"^{WEEKDAY}\.?$", re.I)
#: What joins a second weekday to the moved one ("friday and saturday", "fri & sat").
_AND = re.compile(r"\s*(and|&|\+)\s*", re.I)
#: What ends the sentence the moved day heads, for the clock times tied to it.
_STOP = re.compile(r"[.!?\n]")
_CLOCK = ("hour", "minute")


def coming_days(text: str, mentions: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions of `text`, each "coming <weekday>" that reads the day it is said on
    (`wall`) moved a week on, with the clock times and the weekday tied to it."""
    out: list[Mention] = []
    moved: Mention | None = None
    for m in mentions:
        if moved is not None and _STOP.search(text, moved.end, m.start):
            moved = None
        new = _moved(m, wall)
        if new is not m:
            moved = new
        elif moved is not None:
            new = _tied(text, moved, m, wall)
            moved = moved if new is not m else None  # "coming fri, today at 5": no more
        out.append(new)
    return out


def _tied(text: str, moved: Mention, m: Mention, wall: datetime) -> Mention:
    """`m`, after the moved mention in its sentence, on the moved day if it is tied to it:
    a clock time alone read around the time said (`wall`), or a weekday right after "and"."""
    day = moved.chosen.start.date()
    if m.chosen.grain in _CLOCK and not _COMING.match(m.text) and _WORDS.match(m.text):
        if abs(m.chosen.start - wall) > _DAY:  # a clock time read around the day said
            return m
        start = datetime.combine(day, m.chosen.start.time())
        one = replace(m.chosen, start=start, end=start + (m.chosen.end - m.chosen.start))
        return replace(m, chosen=one, occurrences=())
    if m.recurring and m.chosen.grain == "day" and _AND.fullmatch(text, moved.end, m.start):
        later = [o for o in m.occurrences if day < o.start.date() <= day + _WEEK]
        if _WEEKDAY_ALONE.match(m.text) and later:
            return replace(m, chosen=later[0], occurrences=())
    return m


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
