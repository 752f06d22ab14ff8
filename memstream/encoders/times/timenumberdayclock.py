"""A bare number right before a day that has a clock time of its own ("mod 2 tmrw at 11:06",
"heat 3 friday at 9:15"): a thing's number, a stage or a module, not a clock time on that
day, which Duckling reads ("2 tmrw" at 14:00, dropping 11:06); the day and its clock time
are the time (tests/data/timeexpr.md, counts and ordinals of things). A number after a word
that introduces a clock time ("at 2 tmrw") keeps its reading, and so a day with no clock
time of its own after it ("see you 2 tmrw", "at 2 tmrw at the cafe"), and so a number after
"at" that counts or prices a thing (`timeneighbours.noun_follows`: "bbq 4 sunday at 12 people
so far", "brunch 11 sunday at 3 of us"; "drinks 6 friday at 2 for 1", "at 2 each"): the
number before the day is then the clock time. A clock time with am/pm or minutes after a colon
counts and prices nothing ("table 6 sat at 8pm for 4", "last 2 fri at 5pm were cancelled").

`timematchparts.parts` asks `number_before_day`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timevocab import WEEKDAY

#: A number, a day, then "at" and a clock time ("2 | tmrw at 11:06").
_NUMBER_DAY_CLOCK = re.compile(
    rf"\d{{1,2}}\s+(?P<day>(?:today|tonight|tmrw|tmr|tomorrow|{WEEKDAY})\.?)\s+(?:at|@)\s*"
    r"\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\.?)?(?!\s*[%/x£$€])\b",
    re.I,
)
#: A clock time that is surely one: am/pm, or minutes after a colon ("at 8pm", "at 7:30").
_MARKED = re.compile(r"[ap]\.?m\.?$|:\d\d", re.I)
#: A deal or a price after the clock time ("at 2 for 1", "at 2 for £5").
_DEAL = re.compile(r"\s+for\s+[£$€]?\d", re.I)
#: Prepositions of place after a clock time, which say where, not what it counts ("friday at
#: 9pm under tom", "at 6 near the pier").
_PLACE = re.compile(
    r"\s+(?:under|near|by|behind|outside|inside|beside|via|w/?|upstairs|downstairs)\b", re.I
)
#: A word that introduces a clock time before the number ("at 2 tmrw").
_CLOCK_INTRO = re.compile(
    r"\b(at|by|around|round|about|from|till|til|until|before|after|@|between|and|or|to)\s*$",
    re.I,
)


def number_before_day(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The day and its clock time after a number that is no clock time, the match
    text[start:stop] ("2 | tmrw at 11:06"); None where it is no such match."""
    m = _NUMBER_DAY_CLOCK.match(text, start)
    if m is None or m.start("day") >= stop or text[start - 1 : start].isalnum():
        return None
    if _CLOCK_INTRO.search(text, max(0, start - 10), start):
        return None
    if not _MARKED.search(m.group(0)) and _counted(text, m.end()):
        return None  # "sunday at 12 people", "at 3 of us", "at 2 for 1": a count or a deal
    return [(m.start("day"), stop)]


def _counted(text: str, end: int) -> bool:
    """Whether the clock time that ends at `end` counts or prices a thing: a noun, "of" or
    "each" after it ("at 12 people", "at 3 of us", "at 2 each"), or a deal ("at 2 for 1");
    not a preposition of place ("at 9pm under tom")."""
    if _DEAL.match(text, end):
        return True
    return noun_follows(text, end) and not _PLACE.match(text, end)
