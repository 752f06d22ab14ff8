"""A year cut short to two digits after an apostrophe, which Duckling does not read, after a
word that introduces a time ("left in '39", "143 ppl in '20", "back in '85", "since '58": from
it, as "since 1958"): that year (tests/data/timeexpr.md: a year's grain). Told as past, or
with no tense, the latest such year up to two after the message's ("left in '39" is 1939,
"graduating in '28", said in 2026, 2028); planned, future or a deadline ("by"), the next one
from the message's year ("we'll be debt free by '30", "i'm retiring in '35", "the loan ends in
'40", "we plan to marry in '31": 2030, 2035, 2040, 2031), as a recurring mention is
(tests/data/timeexpr.md); not a plan or a hope told as past ("they hoped to marry in '41"), a
"by" that is no deadline ("came over by boat in '49") nor an "-ing" in another clause
("moved here in '39, he's amazing"). Not a thing's model
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
    r"\b(?P<lead>(?:back\s+)?in|from|until|till|by|around|circa|since)\s+['’]"
    r"(?P<yy>\d\d)\b(?!['’]?s\b|['’]\d|[.:/-]\d)",
    re.I,
)

#: A sentence of a thing planned or ahead: a future, a plan or a hope, a present of a thing's
#: end or start ("the loan ends"); not their past ("they hoped to marry in '41", "she wanted
#: to emigrate in '47"), nor "by" that is no deadline ("came over by boat in '49"; "by '30"
#: is one, the year's own "by").
_AHEAD = re.compile(
    r"\b(will|shall|gonna|going\s+to|plan(s|ning)?|hop(e|es|ing)|hopefully|aim(s|ing)?|"
    r"wants?|wanting|wanna|intend(s|ing)?|expect(s|ing)?|due|ends|starts|begins|expires|"
    r"finishes|matures|runs\s+out)\b|['’]ll\b",
    re.I,
)
#: A present in -ing of a subject ("i'm retiring"), in the year's clause: not an adjective in
#: another ("grandpa moved here in '39, he's amazing").
_DOING = re.compile(
    r"\b(i['’]?m|we['’]?re|you['’]?re|they['’]?re|he['’]?s|she['’]?s|am|are|is)\s+\w+ing\b",
    re.I,
)
#: A sentence told as past ("by '85 we had moved", "i was hoping to retire in '35").
_PAST = re.compile(r"\b(was|were|had|did|used\s+to)\b", re.I)


def _ahead(text: str, m: re.Match[str]) -> bool:
    """Whether the sentence of the year `m` tells a thing planned or ahead, or its clause a
    present in -ing, or the year is a deadline ("by '30"), and nothing in it is told as past
    (see the module)."""
    said = sentence(text, m.start())
    if _PAST.search(said):
        return False
    before = re.split(r"[,;:.!?\n]", text[: m.start()])[-1]
    doing = _DOING.search(before + re.split(r"[,;:.!?\n]", text[m.start() :])[0])
    return bool(m.group("lead").lower() == "by" or _AHEAD.search(said) or doing)


def short_years(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year cut short after a word of time (see the module)."""
    out = []
    for m in _SHORT.finditer(text):
        if attribute_follows(text, m.end()):
            continue  # "in '67 mustangs": a model year
        year = 2000 + int(m.group("yy"))
        if year > wall.year + 2 and not (_ahead(text, m) and year >= wall.year):
            year -= 100  # "left in '39"; not "retiring in '35", ahead
        start = datetime(year, 1, 1)
        occurrence = Occurrence(start, datetime(year + 1, 1, 1), "year", "year")
        out.append((m.start("yy") - 1, m.end(), occurrence))
    return out
