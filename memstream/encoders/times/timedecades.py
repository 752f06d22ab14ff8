"""A decade or a century named as a time, which Duckling does not read: after a word that
introduces a time and "the" ("in the 1880s", "from the 1920s", "back in the 70s", "during
the '80s", "the split was in the 1600s"), or alone after a word of guessing or saying ("the
dealer says 1870s", "probably 1920s"). A decade is its ten years, a century ("the 1600s",
"the 1900s") its hundred (tests/data/timeexpr.md: a year's grain); "the 2000s", a decade or
a century, is left alone. A decade before a noun is the noun's attribute, no time ("a 1970s
tea set", "80s night", "a talk on 1940s rationing"), nor an age ("in his 40s"). A decade of
two digits (the 30s to the 90s, of the last century) is as often a reading's range ("it's in
the 40s and raining", "my sugar was in the 50s", "shot in the 70s", "room numbers in the
40s"): it is read only after a word that can only introduce a time ("during", "since",
"throughout", "from", "back in", "grew up in", "born in", and "until" the decade after "from
the 60s"), not after a bare "in the", and not with a word of measure before it in its clause
("temps from the 60s to the 80s", "scores dropped since the 90s"); the 20s, the 10s, the 00s
are left alone ("in the 20s" is as often degrees).

`timeyearplain.plain_years` asks `decades`; `timeyearshort` asks `attribute_follows`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timerules import Occurrence

_DECADE = r"(?P<decade>(?P<full>1[1-9]\d0|20[0-9]0)|['’]?(?P<short>[3-9]0))['’]?s\b(?![-'’]\w)"
#: "in the 1880s", "back in the 70s", "from the '60s".
_INTRODUCED = re.compile(
    r"\b(?P<intro>in|from|during|since|through|throughout|until|till|by|around|circa)\s+"
    r"(?P<the>the)\s+" + _DECADE,
    re.I,
)
#: The words that introduce a decade of two digits: they introduce only a time ("during the
#: 80s", "back in the 70s", "grew up in the 90s"; not "in the 40s and raining").
_TIME_ONLY = re.compile(r"(from|during|since|throughout|(back|grew\s+up|born)\s+in)$", re.I)
#: "until the 80s" right after "from the 60s": the end of the decades' span.
_SPAN_END = re.compile(r"\s+(until|till|to)$", re.I)
_CLAUSE_START = re.compile(r"[.!?;,\n][^.!?;,\n]*$")
#: "the dealer says 1870s", "prob 1920s": a four-digit decade alone after a guess.
_GUESSED = re.compile(
    r"\b(?:says?|said|reckons?|reckoned|thinks?|thought|guess|guessed|guessing|maybe|probably|"
    r"prob|likely|circa|c\.|around|about)\s+(?P<decade>(?P<full>1[1-9]\d0|20[0-9]0))s\b"
    r"(?!['’-]\w)(?=\s*(?:$|[^\w\s]))",
    re.I,
)
#: A word after the decade that goes on the clause rather than being the decade's noun, or
#: opens the subject of the clause the decade heads ("back in the 70s my dad had a mullet",
#: "in the 1880s the town was tiny").
_CLAUSE_WORD = re.compile(
    r"\s+(?:\w+ing|\w+ed|are|is|was|were|have|has|had|will|would|and|or|but|so|when|while|"
    r"with|in|on|at|to|for|from|because|cause|bc|until|till|before|after|then|though|tho|lol|"
    r"haha|i|we|he|she|they|you|it|there|which|that|who|my|our|his|her|their|your|the|a|an|"
    r"this|these|those|every|everyone|everybody|everything|nobody|nothing)\b",
    re.I,
)
#: Words of a measure, in whose message a two-digit decade is a reading's range.
_MEASURE = re.compile(
    r"\b(temps?|temperatures?|degrees?|highs?|lows?|weather|forecast|heat|humid\w*|warm\w*|"
    r"hot|cold|cool|chilly|mph|kph|km/?h|bpm|bp|pressure|sats|oxygen|o2|pulse|heart|scores?|"
    r"scored|scoring|grades?|marks|percent|average|avg|speeds?|ages?|aged|old)\b|°|%",
    re.I,
)


def attribute_follows(text: str, end: int) -> bool:
    """Whether a noun after text[:end] makes it the noun's attribute ("from the 80s
    playlist"); not a word that goes on the clause ("in the 1880s in ohio", "back in '85 we")."""
    return noun_follows(text, end) and not _CLAUSE_WORD.match(text, end)


def _span(m: re.Match[str]) -> Occurrence:
    """The decade's or century's years."""
    if m.group("full"):
        first = int(m.group("full"))
        years = 100 if first % 100 == 0 else 10
    else:
        first, years = 1900 + int(m.group("short")), 10
    return Occurrence(datetime(first, 1, 1), datetime(first + years, 1, 1), "year", "year")


def _two_digits_introduced(text: str, m: re.Match[str], last_end: int) -> bool:
    """Whether the decade of two digits `m` is introduced by a word of time only, or ends a
    span begun with one ("from the 60s until the 80s"), with no word of measure before it in
    its clause."""
    before = text[max(0, m.start() - 30) : m.end("intro")]
    if not _TIME_ONLY.search(before) and not (
        last_end >= 0 and _SPAN_END.fullmatch(text[last_end : m.end("intro")])
    ):
        return False
    clause = _CLAUSE_START.search(text, 0, m.start())
    return not _MEASURE.search(text, clause.start() if clause else 0, m.start())


def decades(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each decade or century named as a time (see the module)."""
    out = []
    last_end = -1  # where the last decade of two digits read ended
    for m in _INTRODUCED.finditer(text):
        if m.group("full") == "2000":
            continue  # "the 2000s": a decade or a century
        if m.group("short") and not _two_digits_introduced(text, m, last_end):
            continue  # "it's in the 40s and raining", "temps from the 60s"
        if attribute_follows(text, m.end()):
            continue  # "from the 80s playlist": the noun's attribute
        occurrence = _span(m)
        if occurrence.start.year <= wall.year:
            out.append((m.start("the"), m.end(), occurrence))
            last_end = m.end() if m.group("short") else -1
    for m in _GUESSED.finditer(text):
        occurrence = _span(m)
        if m.group("full") != "2000" and occurrence.start.year <= wall.year:
            out.append((m.start("decade"), m.end(), occurrence))
    return out
