"""A year cut short to two digits after an apostrophe, which Duckling does not read, after a
word that introduces a time ("left in '39", "143 ppl in '20", "back in '85", "since '58": from
it, as "since 1958"): that year (tests/data/timeexpr.md: a year's grain). Told as past, or
with no tense, the latest such year up to two after the message's ("left in '39" is 1939,
"graduating in '28", said in 2026, 2028); planned, future or a deadline ("by"), the next one
from the message's year ("we'll be debt free by '30", "i'm retiring in '35", "the loan ends in
'40", "we plan to marry in '31": 2030, 2035, 2040, 2031), as a recurring mention is
(tests/data/timeexpr.md). Not a thing's model
year or vintage ("a '67 mustang", "'98 barolo"), nor a class ("the class of '04"), which no
such word introduces, nor an event named by its year ("since the '58 bump", left open as "the
1934 earthquake" is); not a decade ("in the '80s", `timedecades`), nor a height ("5'9").

`timeyearplain.plain_years` asks `short_years`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timedecades import attribute_follows
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timeyearverb import sentence

#: "in '39", "since '58".
_SHORT = re.compile(
    r"\b(?:(?:back\s+)?in|from|until|till|by|around|circa|since)\s+['’]"
    r"(?P<yy>\d\d)\b(?!['’]?s\b|['’]\d|[.:/-]\d)",
    re.I,
)

#: A sentence of a thing planned or ahead: a future, a plan or a hope, a present in -ing of a
#: subject ("i'm retiring"), a present of a thing's end or start ("the loan ends"), a deadline.
_AHEAD = re.compile(
    r"\b(will|shall|gonna|going\s+to|plan\w*|hop(e|es|ed|ing)|hopefully|aim\w*|want\w*|wanna|"
    r"intend\w*|expect\w*|due|by|ends|starts|begins|expires|finishes|matures|runs\s+out)\b|"
    r"['’]ll\b|\b(i['’]?m|we['’]?re|you['’]?re|they['’]?re|he['’]?s|she['’]?s|am|are|is)\s+\w+ing\b",
    re.I,
)
#: A sentence told as past ("by '85 we had moved", "i was hoping to retire in '35").
_PAST = re.compile(r"\b(was|were|had|did|used\s+to)\b", re.I)


def _ahead(text: str, at: int) -> bool:
    """Whether the sentence holding `at` tells a thing planned or ahead (see the module)."""
    said = sentence(text, at)
    return bool(_AHEAD.search(said)) and not _PAST.search(said)


def short_years(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year cut short after a word of time (see the module)."""
    out = []
    for m in _SHORT.finditer(text):
        if attribute_follows(text, m.end()):
            continue  # "in '67 mustangs": a model year
        year = 2000 + int(m.group("yy"))
        if year > wall.year + 2 and not (_ahead(text, m.start()) and year >= wall.year):
            year -= 100  # "left in '39"; not "retiring in '35", ahead
        start = datetime(year, 1, 1)
        occurrence = Occurrence(start, datetime(year + 1, 1, 1), "year", "year")
        out.append((m.start("yy") - 1, m.end(), occurrence))
    return out
