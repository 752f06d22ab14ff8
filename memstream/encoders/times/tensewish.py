"""A holiday wished at the head of its part of the message ("merry xmas i guess", "happy new
year, back at work today", "happy halloween 🎃 party's on friday"): the greeting's holiday is
the nearest, the day it is said on or the one just gone or about to come (tests/data/
timeexpr.md: a holiday can name the day it is said on, "Merry Christmas Eve!"), not the
tense of a comment or a clause after it ("i guess", "we're back", read as the present, took
next year's). A wish inside a clause of its own ("hope you had a happy christmas") keeps its
clause's tense. `tenseresolve._settled` asks `wished_tenses` after the tenses are read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Tense

#: A wish at the head of the text or of a part: after a stop, a comma, a colon or an emoji.
_WISH = re.compile(r"(^|[.!?,;:\n]|[^\w\s'’\"“”])\s*(happy|merry)\s+$", re.I)


def wished_tenses(text: str, found: Sequence[Mention], tenses: Sequence[Tense]) -> list[Tense]:
    """The tenses with each holiday wished at the head of its part made the nearest."""
    return [
        Tense.NEAREST if m.named and _WISH.search(text, 0, m.start) else tense
        for m, tense in zip(found, tenses, strict=True)
    ]
