""" "One" as a pronoun heading a match ("the final one early june", "another one a fall on the
ice", "the next one late april", "my 9 branch one from 1962", "at the harbour one till the
21st"): a thing counted, no clock time (tests/data/timeexpr.md, not dates: ordinals of things,
counts). Duckling reads "one early june" as 01:00 on 1 June and "one a fall" as a season. After
a determiner or an adjective of order ("the", "that", "final", "next", "another"), or a
determiner and a few words with "from" after it ("the blue one from 1998"; not "the bus leaves
one thirty tomorrow", a clock time), "one" stands for a noun; the rest of the match is read
alone and dropped if alone it is no time ("a fall"); "from" and a year alone stay together
("from 1962"), as Duckling reads no year alone; so do "till" and a day ("the harbour one till
the 21st": till the 21st, where the stay ends; not "open at one till late"), and "coming" and a
day ("written one coming monday"; not "at one coming monday"). So is "one" after a determiner
and one word (no verb in -s or -ed) before a word of a day, where a verb's object ("gonna try
the pb one tmrw", "wear the green one tmrw"): the day alone; not where the phrase heads its
sentence or follows a preposition ("the kickoff one sunday", "my appt one tmrw", "for the match
one sunday"), an event at one o'clock. "One" after "at", "by", "till", "from" or at the head of
a part ("at one tomorrow", "one tomorrow?") stays a clock time.

"This" or "that" heading a match right before a preposition of a time is the object of the
verb before it ("been doing this since easter", "had this from monday on"), no "this
easter": `object_before` gives the part from the preposition on.

`timematchparts.parts` asks `after_pronoun` and `object_before`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timefilter import origin
from memstream.encoders.times.timevocab import INTRO, MONTH, WEEKDAY

#: "one" heading a match, and the space after it.
_ONE = re.compile(r"^one\s+(?=\S)", re.I)
#: A determiner or an adjective of order right before it ("the final one", "next one").
_BEFORE = re.compile(
    r"\b(the|this|that|which|each|another|other|final|last|next|first|second|third|new|"
    r"old|same|only|big|little|latest|earlier|later)\s+$",
    re.I,
)
#: A determiner and up to three words before it ("my 9 branch one", "the blue one"), only
#: with "from" after it, where it dates from, or "till" a day, where a stay ends ("at the
#: harbour one till the 21st"): not "the bus leaves one thirty tomorrow", a clock time after
#: a verb, nor "the bar opens at one till late".
_DESCRIBED = re.compile(r"\b(the|my|your|his|her|our|their|a|an)\s+([\w-]+\s+){1,3}$", re.I)
_FROM = re.compile(rf"(from\s|(till|until|til)\s+(the\s+\d|{WEEKDAY}|{MONTH}))", re.I)
#: A verb, a determiner and one word that is no verb in -s or -ed before it ("try the pb
#: one", "wear that blue one"), only with a word of a day after it ("the pb one tmrw").
_NAMED = re.compile(
    r"\b(?P<verb>[a-z]+)\s+(the|this|that|my|your|his|her|our|their)\s+"
    r"[a-z]+(?<![^s]s)(?<!ed)\s+$",
    re.I,
)
#: Words before the determiner that make "the X one" no verb's object ("for the match one").
_NO_VERB = INTRO | frozenset({"for", "with", "w", "at", "about", "is", "was", "be"})
_DAY_AFTER = re.compile(rf"(today|tonight|tmrw|tmr|tomorrow|tomoz|{WEEKDAY}|next|this|on)\b", re.I)
#: "coming" and a day after it ("the written one coming monday"): a thing that comes, as a
#: clock time never stands ("at one coming monday" is one o'clock).
_COMING = re.compile(rf"coming\s+(this\s+|next\s+)?({WEEKDAY}|week|weekend|tomorrow|tmrw)\b", re.I)
_CLOCK_BEFORE = re.compile(r"\b(at|by|till|until|til|from|around|about|@)\s+$", re.I)
#: A year alone after "from" ("the old one from 1962"), which Duckling reads only with it.
_YEAR = re.compile(r"(19|20)\d\d\b")


def after_pronoun(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after a pronoun "one" that heads it, None if
    no such "one" heads it."""
    head = _ONE.match(text[start:stop])
    if head is None:
        return None
    lead = text[max(0, start - 40) : start]
    rest = start + head.end()  # "the last one from june": the month it dates from
    described = _DESCRIBED.search(lead) and _FROM.match(text, rest)  # "the blue one from 1998"
    verb = _NAMED.search(lead)
    named = verb and verb["verb"].lower() not in _NO_VERB and _DAY_AFTER.match(text, rest)
    coming = _COMING.match(text, rest) and not _CLOCK_BEFORE.search(lead)  # "one coming monday"
    if not (_BEFORE.search(lead[-12:]) or described or named or coming):
        return None
    at = origin(text, rest, stop)
    return [(rest if at is None or _YEAR.match(text, at) else at, stop)]


#: "this" or "that" heading a match before a preposition of a time ("this since easter").
_OBJECT = re.compile(r"^(this|that)\s+(?=(since|until|till|til|from|before|after|by)\s)", re.I)


def object_before(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after a pronoun "this"/"that" that heads it
    before a preposition ("been doing this since easter": "since easter"), None if none
    heads it."""
    head = _OBJECT.match(text[start:stop])
    return None if head is None else [(start + head.end(), stop)]
