"""A range of clock times introduced by "from" or "between" and followed by its day ("the
stall is up from 8 to 12 on saturday", "the site is down between 1 and 3 tomorrow"): clock
times on that day (tests/data/timeexpr.md, ranges of clock times), even after "up" or
"down", which before a bare range tell a score or a change ("up 2 to 1", "down from 8 to
6"); a day after the range says it is the hours of that day. "Between" two hours after
"up" is a verb's particle ("pick up between 4 and 5", "show up between 2 and 3"): a score
or a change is never "between"; the filter then says whether the range is a time.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: The day right after a range: "on saturday", "tomorrow", "this sunday", "tonight".
_DAY_AFTER = re.compile(
    rf"^\s+((on|this|next)\s+)?(today|tomorrow|tmrw|tmr|tonight|{WEEKDAY}\b)", re.I
)


def on_its_day(text: str, intro: str, end: int) -> bool:
    """Whether a range introduced by `intro` ("from", "between") ends at `end` right before
    its day."""
    return bool(intro) and bool(_DAY_AFTER.match(text[end : end + 30]))


#: "up" after a form of "be" or a verb of ending up: a state, a score or a place, no
#: particle of a deed ("shares are up", "we were up", "ended up between 5 and 6").
_UP_STATE = re.compile(
    r"\b(am|is|are|was|were|be|been|being|['’][sm]|['’]re|end(s|ed|ing)?|wound)\s+up\s+$", re.I
)


def up_particle(text: str, start: int) -> bool:
    """Whether "up" right before text[start:] is a verb's particle ("pick up", "woke up"),
    not a state after "be" or "ended" ("we were up", "ended up")."""
    before = text[max(0, start - 16) : start]
    return bool(re.search(r"\bup\s+$", before)) and not _UP_STATE.search(before)


def no_score(text: str, intro: str, start: int, end: int) -> bool:
    """Whether a range text[start:end] introduced by `intro` after "up" or "down" is no
    score or change: before its day, or "between" after "up", a verb's particle."""
    if on_its_day(text, intro, end):
        return True
    return intro == "between" and up_particle(text, start)
