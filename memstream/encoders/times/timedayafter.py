"""A day of the month with no month of its own that comes next in a run of days right
after another day ("open days on the 6th and 13th", "going home sat, back the 3rd", "shut
25th and 26th, back on the 27th"): the days are told in their order, so it is not a day
before the one just named; the 13th is that of the month of the 6th, the 3rd the first one
after saturday (tests/data/timeexpr.md: a recurring mention names the occurrence the
sentence talks about). Only "and", "&", "then" or "back" (with a comma) join the two; a day
named as a change ("from the 3rd to the 8th") or in another sentence keeps its own reading,
and so does one told as past whose later reading would be ahead of the moment it is said.
So does a bare weekday right after a weekday that "next" places, joined by "and", "&" or
"or" ("next tues and thurs"): "next" places the second too, which is not a day before the
first (the thursday after next tuesday); only a second day later in the week than the first
("next fri and tues" is unclear), and not one that opens a new clause, a verb after it ("i'm
moving next tues and thurs is the last day to cancel"); not "this" or "coming" ("coming friday or
saturday?", said on a Friday, is tomorrow's saturday: "coming" names the friday ahead only
because today is one).

`tenseresolve._settled` asks `days_after`; `timesettle.settle_mentions` settles them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timevocab import WEEKDAY, weekday_number

#: A day of the month alone at the head of the mention, maybe with its clock time after it
#: ("the 13th", "on the 27th 10-4", "3rd").
_BARE_DAY = re.compile(r"^(on\s+)?(the\s+)?\d{1,2}(st|nd|rd|th)\b(?!\s*(of|-|\u2013|/)\b)", re.I)
#: A weekday that "next" places in its week ("next tues"), and a bare one.
_PLACED_DAY = re.compile(rf"^(on\s+)?next\s+{WEEKDAY}\.?$", re.I)
_WEEKDAY = re.compile(rf"^(on\s+)?{WEEKDAY}\.?$", re.I)
#: A singular verb right after a weekday joined by "and", which makes it the subject of a
#: new clause ("next tues and thurs is the last day"; "next tues or thurs works" is one).
_VERB_AFTER = re.compile(r"^\s*(is|was|'s|’s|has|does)\b", re.I)
#: What joins a bare weekday to a placed one.
_OTHER_DAY = re.compile(r"^\s*(and|&|or)\s+$", re.I)
#: What joins it to the day before: "and", "&", ", then", ", back (on)", ", and back".
_NEXT = re.compile(r"^\s*(,\s*)?((and|&|then)\s+)?((back|then)\s+)?(on\s+)?$", re.I)
#: Grains of a day named before it: a day, or a few days ("25th and 26th").
_DAYLIKE = frozenset({"day", "interval"})
#: The most a day before it spans.
_FEW_DAYS = timedelta(days=7)
#: A word of the run in the gap.
_RUN_WORD = re.compile(r"\b(and|then|back)\b|&", re.I)


def days_after(text: str, mentions: Sequence[Mention]) -> dict[int, int]:
    """{start of a bare day of the month: start of the day it comes after} for each bare day
    that follows the mention before it in a run of days."""
    out: dict[int, int] = {}
    for p, m in itertools.pairwise(mentions):
        if not m.recurring or p.end > m.start:
            continue
        if _WEEKDAY.match(m.text) and _PLACED_DAY.match(p.text):
            if _OTHER_DAY.match(text[p.end : m.start]) and _later_day(text, p, m):
                out[m.start] = p.start  # "next tues and thurs"
            continue
        if not _BARE_DAY.match(m.text):
            continue
        if p.chosen.unit != "day" or p.chosen.grain not in _DAYLIKE:
            continue
        if p.chosen.end - p.chosen.start > _FEW_DAYS:
            continue
        gap = text[p.end : m.start]
        if _NEXT.match(gap) and _RUN_WORD.search(gap):
            out[m.start] = p.start
    return out


def _later_day(text: str, placed: Mention, bare: Mention) -> bool:
    """Whether the bare weekday `bare` falls later in the week than the `placed` one and
    opens no clause of its own (after "and", no singular verb right after it)."""
    first = weekday_number(placed.text.split()[-1])
    second = weekday_number(bare.text.split()[-1])
    joined = "or" not in text[placed.end : bare.start].lower()
    return second > first and not (joined and _VERB_AFTER.match(text[bare.end :]))
