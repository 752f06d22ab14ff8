"""A number right before a weekday and a part of the day, with no word that introduces a
clock time ("doing coat 1 sat morning", "doing two sun night"): a count or a thing's number,
then the day's part of the day ("sat morning", "sun night"), not a clock time on that day,
which Duckling reads ("1 sat morning" at 01:00). "At 7 sat morning", "by 9 sun night",
"booked for 8 fri night", "round 7 sat morning" (chat's "around") and figures after a verb
("leaving 7 sat morning") keep the clock time; "round" after a determiner or a verb of doing
is a stage ("doing round 2 sun morning"). So is a stage's number before a weekday alone,
after a noun of a numbered stage ("game 3 saturday", "doing round 2 sunday"), or a lesson or a
session numbered within one ("week 3 lesson 2 tue"), and a number spelled out before a
weekday alone after a verb of doing or in a list that counts one tonight ("doing one
tonight, one thurs, one sunday", "did two saturday"): a count ("at one sunday", "the kickoff
one sunday", a list of clock times, "mass is at 9 saturday, ten sunday", and one after "do",
which offers a time, "can you do two saturday?", keep the clock time).

`timematchparts.parts` asks `count_before_day`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_NUMBER = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_PART = r"(morning|afternoon|evening|night|arvo|avo|nite)"
_COUNT_DAY = re.compile(
    rf"{_NUMBER}\s+(?P<day>{WEEKDAY}\.?\s+{_PART})\b(?!\s*[-\u2013]\s*\d)", re.I
)
#: Words that introduce a clock time before the number ("at 7 sat morning").
_CLOCK_INTRO = re.compile(
    r"\b(at|by|around|round|about|from|till|til|until|before|after|for|@|approx|ish|"
    r"between|and|or|to)\s*$",
    re.I,
)
#: "Round" as a noun, a stage's name, not chat's "around": after a determiner or a verb of
#: doing or playing ("doing round 2 sun morning", "the round 3 sat night").
_ROUND_NOUN = re.compile(
    r"\b(the|a|this|that|next|our|my|your|their|his|her|of|in|into|doing|do|does|did|done|"
    r"play|plays|playing|played|start|starts|starting|started)\s+round\s*$",
    re.I,
)

#: A stage's number right before a weekday alone ("game 3 saturday", "doing round 2 sunday").
_STAGE_DAY = re.compile(rf"{_NUMBER}\s+(?P<day>{WEEKDAY}\.?)\b(?!\s*[-\u2013]\s*\d)", re.I)
#: A number spelled out right before a weekday alone ("one thurs", "two saturday").
_SPELLED_DAY = re.compile(
    rf"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?P<day>{WEEKDAY}\.?)"
    r"\b(?!\s*[-\u2013:]\s*\d)(?!\s+(morning|afternoon|evening|night|arvo|avo|nite)\b)",
    re.I,
)
#: What comes before a count: a verb of doing ("doing | two saturday"; not "do", which offers
#: a time: "can you do | two saturday?"), or a list whose earlier item counts the same way on
#: a day that has no clock ("one tonight, | one thurs"), or after a count of things in figures
#: ("3 interviews left: | one thurs, | one fri"). A comma or a colon alone makes no count:
#: "mass is at 9 saturday, ten sunday", "pickups: three wed, four thurs" are clock times; nor
#: does a noun an event names ("the kickoff one sunday").
_LIST_BEFORE = re.compile(
    r"(\b(doing|did|done)|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s+(tonight|today|tomorrow|tmrw|tmr|now)\b[^.?!;:]*,|"
    r"\b\d{1,2}\s+[a-z]{2,}s\b[^.?!;]*[,:])\s*$",
    re.I,
)
#: Nouns of a numbered stage or part before the number ("round", "game", "episode", "coat");
#: not a lesson, a session or a match, which chat books at a clock time ("yoga session 9
#: sunday", "footy match 3 saturday": 09:00, 15:00 that day).
_STAGE = re.compile(
    r"\b(round|game|leg|stage|heat|level|part|episode|ep|chapter|coat|lap|"
    r"module|series|season|volume|vol|week|day)\s+$",
    re.I,
)


#: A lesson, session or match numbered within a numbered stage ("week 3 lesson 2 tue",
#: "day 2 session 4 sat"): a part's number, not "yoga session 9 sunday"'s hour.
_PART_OF_STAGE = re.compile(
    rf"\b(week|wk|day|part|level|module|unit|term|block|series|season)\s+{_NUMBER}\s+"
    r"(lesson|session|match|class)\s+$",
    re.I,
)


def _stage_before(text: str, start: int) -> bool:
    """Whether a noun of a stage comes right before the number at text[start:] ("game | 3",
    "week 3 lesson | 2"); "round" only as a noun, not chat's "around" ("meet round 7
    saturday")."""
    if _PART_OF_STAGE.search(text, max(0, start - 30), start):
        return True
    stage = _STAGE.search(text, max(0, start - 12), start)
    if stage is None:
        return False
    return stage.group(1).lower() != "round" or bool(
        _ROUND_NOUN.search(text, max(0, start - 30), start)
    )


#: A verb right before figures ("leaving 7 sat morning", "landed 6 sun night"): the figures
#: are its clock time; a number spelled out is its count ("doing two sun night").
_VERB_BEFORE = re.compile(r"\b[a-z]{2,}(ing|ed|in['’])\s+$", re.I)


def count_before_day(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The day and its part of the day after a number that is no clock time at
    text[start:], the match text[start:stop] ("two | sun night"); None where there is none."""
    m = _COUNT_DAY.match(text, start)
    if m is None:
        m = _STAGE_DAY.match(text, start)  # "game 3 | saturday": a stage's number
        if m is not None and not _stage_before(text, start):
            m = None
    if m is None and _LIST_BEFORE.search(text, max(0, start - 60), start):
        m = _SPELLED_DAY.match(text, start)  # "..., one | thurs": a count, no 1pm
    if m is None or m.start("day") >= stop:
        return None
    intro = _CLOCK_INTRO.search(text, max(0, start - 10), start)
    if intro and not _ROUND_NOUN.search(text, max(0, start - 30), start):
        return None
    if m.group(1).isdigit() and _VERB_BEFORE.search(text, max(0, start - 20), start):
        return None  # "leaving 7 sat morning": the verb's clock time
    return [(m.start("day"), m.end("day"))]
