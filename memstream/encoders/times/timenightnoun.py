"""A night that heads a noun of an outing or a routine ("quiz night", "date night", "bingo
night", "board game night") before a date, which Duckling joins to the date as the night of that
day ("next board game night the 14th?", "the bingo night last saturday"): the date alone, as
the night is the event's name. So are an afternoon, evening or morning named by a noun ("a
jazz afternoon next friday"), a night right before a weekday ("curry night thurs"; not "crazy
night on sat", a night out, nor before a weekday cut short that is a word, "sat") and a
night priced ("£30 a night from june 1st": the rate, the date its start); not after a word of
how it goes ("rough night thurs", "a lovely night last friday": that night), nor after a
word that makes it one of its own ("sat night", "the night of the 3rd", "in the afternoon
next friday").
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timevocab import WEEKDAY, WEEKDAYS

_NIGHT_DATE = re.compile(
    r"(nights?|afternoons?|evenings?|mornings?)\s+"
    r"(?=(on\s+|from\s+)?(the\s+)?\d{1,2}(st|nd|rd|th)\b|"
    rf"(last|this|next)\s+[a-z]+day\b|(?!(sat|sun|weds?)\b){WEEKDAY}\b|from\s+[a-z]{{3,9}}\.?\s+\d)",
    re.I,
)
_WORD_BEFORE = re.compile(r"([a-z0-9-]+)\s+$", re.I)
#: Words before a part of the day that make it no event's name: a determiner or a
#: preposition ("in the afternoon next friday", "on the night of the 3rd").
_NOT_NAMES = frozenset(
    {"the", "in", "on", "at", "of", "for", "by", "during", "all", "whole", "same", "every"}
    | {"and", "or", "but", "good", "friday"}
)
#: Words of how a part of the day goes (its mood, pace, weather, size): an adjective, no
#: event's name ("a lovely night last friday", "rough night thurs", "busy morning monday",
#: "lazy afternoon next sunday" are that part of the day).
_QUALITIES = words(
    "lovely nice good great fun amazing awesome brilliant fab fantastic perfect wild mad crazy "
    "messy big huge quiet busy hectic manic lazy chill chilled relaxing relaxed calm free slow "
    "rough awful terrible horrible bad hard tough cold warm hot sunny rainy wet windy snowy "
    "freezing beautiful gorgeous other special epic mental insane boring sad stressful "
    "crap shit weird long short late early quick proper massive sleepless"
)
#: "a night" after a price: the rate ("£40 a night").
_PRICED = re.compile(r"[£$€]\s?\d[\d,.]*k?\s+(a|an|per)\s+$", re.I)
#: Words before "night" that make it a time of its own ("last night the 3rd", "sat night").
_OWN = frozenset(
    {"last", "this", "next", "that", "tomorrow", "tmrw", "tonight", "one", "every", "each"}
    | {"late", "early", "long"}
    | {"saturday", "sat", "fri", "friday", "sun", "mon", "tue", "tues", "wed", "thu", "thurs"}
)


def night_noun(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The date alone when the match text[start:end] is "night" and a date after a noun
    that names the night ("quiz night the 9th"); None otherwise."""
    m = _NIGHT_DATE.match(text, start, end)
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    if m is None or before is None:
        return None
    word = before.group(1).lower()
    if word in ("a", "an", "per"):
        priced = _PRICED.search(text, max(0, start - 20), start)
        return [(m.end(), end)] if priced and m.group(1).lower().startswith("night") else None
    if word in _OWN or word in WEEKDAYS or word in _NOT_NAMES or word in _QUALITIES:
        return None
    if word.isdigit():
        return None
    return [(m.end(), end)]


#: "this/that night" right before a noun it names a kind of ("this night bus is freezing",
#: "that night ferry was rough", "on this night shift"): the bus, the ferry, the shift, no
#: night of a day ("this night, the bus was late" is one).
_NIGHT_KIND = re.compile(r"^(this|that)\s+night$", re.I)
_KIND_AFTER = re.compile(
    r"\s+(trains?|bus(es)?|shifts?|flights?|ferr(y|ies)|boats?|sleepers?|markets?|owls?|"
    r"nurses?|classes|class|mode|lights?|cream|clubs?|porters?|watch|vision|sky)\b",
    re.I,
)


def night_kind(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """No time when the match text[start:end] is "this/that night" before a noun it names
    a kind of ("this night train"); None otherwise."""
    if _NIGHT_KIND.match(text[start:end]) and _KIND_AFTER.match(text, end):
        return []
    return None
