"""A month and "one" after a determiner ("booking the june one next week", "registering for
the august one"): "one" is a pronoun for a thing of that month, a sitting or an issue, and
the month is the time (tests/data/timeexpr.md, a recurring mention: the occurrence the
sentence talks about), no first day of it, which Duckling reads ("june one": 1 June); chat's
"ur" is a determiner too ("is ur sept one paid"). A span after it ("next week") is a time of
its own. Without a determiner ("on june one", "due july one") it stays the day, and so with
figures ("the june 1 deadline") or a clock time after "one" ("the june one thirty train").
It stays the day, too, where "one" is the day's number: before a noun it tells the date of
("due on the june one date"; not before a verb, "the july one is full", "the june one
starts", "their oct one sold out"), or beside another date of a month and a number ("ends
the june one and the new one starts july 1"). A bound after it in the match ("that april
one from last year", "their july one since 2019") is the thing's, told of the date Duckling
reads, which is left whole.

`timematchparts.parts` asks `month_one`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.tenseplan import past_form
from memstream.encoders.times.timemonthnoun import attribute
from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timevocab import MONTH

#: A determiner right before the match ("the | june one").
_DETERMINER = re.compile(r"\b(the|this|that|my|our|your|ur|his|her|their)\s+$", re.I)
#: The month, "one", and what else the match holds (its group "rest").
_MONTH_ONE = re.compile(
    rf"^(?P<month>{MONTH})\s+one\b(?![-\u2013]|\s+(?:o'?clock|thirty|fifteen|forty|fifty|"
    r"twenty|ten|five|[ap]\.?m\b))(?:\s+(?P<rest>\S.*))?$",
    re.I | re.S,
)
#: A bound that opens the rest ("from last year", "since 2019").
_BOUND = re.compile(r"^(?:from|since)\b", re.I)
#: No noun right after "one": a verb by its form, a past or a third person's present ("the
#: june one finished", "the july one starts"), "got" or "better" of "had better"; or the
#: first word of a time ("the july one next month").
_NO_NOUN = re.compile(r"\s+(?:[a-z]+(?:ed|[^s'’]s)|got|better|(?:next|last|this|coming)\s)\b", re.I)
#: A date of a month and a number, in figures, either way round ("july 1", "1st of july").
_DATE = re.compile(
    rf"\b{MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"{MONTH}\b",
    re.I,
)


def month_one(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The month and any span after the pronoun "one" in the match text[start:stop] ("the |
    june one next week": june, next week), None if it is no such match."""
    m = _MONTH_ONE.match(text[start:stop])
    if m is None or not _DETERMINER.search(text[max(0, start - 8) : start]):
        return None
    if m.group("rest") and _BOUND.match(m.group("rest")):
        return None  # "that april one from last year": the date, bound
    if _day_number(text, start, stop, bool(m.group("rest"))):
        return None
    found = [(start + m.start("month"), start + m.end("month"))]
    if m.group("rest"):
        found.append((start + m.start("rest"), stop))
    return found


def _day_number(text: str, start: int, stop: int, rest: bool) -> bool:
    """Whether "one" that ends the match text[start:stop] (`rest`: a span follows it in the
    match) is the day's number: before a noun, not a verb ("the june one date"), or beside
    another date of a month and a number ("... starts july 1")."""
    noun = attribute(text, stop) and noun_follows(text, stop)  # not "june one tomorrow at 10"
    if not rest and noun and not (_NO_NOUN.match(text, stop) or _irregular_past(text, stop)):
        return True  # "due on the june one date"; not "their oct one sold out"
    return bool(_DATE.search(text[:start]) or _DATE.search(text, stop))


def _irregular_past(text: str, stop: int) -> bool:
    """Whether the word right after `stop` is an irregular past ("the oct one sold out",
    "the june one went well"), a verb that `_NO_NOUN` does not know by its form."""
    m = re.match(r"\s+([a-z]+)\b", text[stop:], re.I)
    return m is not None and past_form(m.group(1))
