"""A day of the month written in figures after "is"/"was" ("the trip is the 24th to the
zoo", "deadline's the 3rd for the forms"): the date the subject falls on, introduced as "on"
introduces it (tests/data/timeexpr.md, "not dates": ordinals of things are no dates, but the
thing here is the subject's day), whatever words follow it. Not a person's place in an order
("she's the 3rd to finish", "I was the 2nd in line"), nor a thing's ("it's the 2nd time"):
a personal pronoun as the subject, or a noun after the ordinal, `timefilter` asks first.
Nor, written in figures, a place in a row (`in_order`): a word of position after it ("my
flat is the 4th on the left", "the 3rd from the end", "the 2nd in line"), a subject that is
a thing in a series or a place ("my seat is the 14th", "the best episode is the 4th", "my
office is on the 5th"), "on" it after a verb of living ("we live on the 5th i think": a
floor), or right after a personal pronoun and its copula, or "makes" and a person: a
person's rank, whatever ends the clause ("she was the 5th lol", "you're the 3rd probably",
"that makes him the 7th"; not "we're on the 2nd", "we're doing the 18th probably").
`timealone.day_of_month` asks `in_order`, then `after_copula`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words as _words

#: A copula and its subject right before "the": "trip is", "deadline's", "it was".
_COPULA = re.compile(
    r"(?:^|[^\w'’])(?P<subject>[a-z]+)(\s+(is|was|will\s+be)|['’]s)\s+(?P<on>on\s+)?$", re.I
)
#: Subjects that are people, who have a place in an order, not a day.
_PEOPLE = _words("i you u he she we they who which that there what")
#: Things that come in a series and places in a row or a building, which an ordinal after
#: "is" places in their order: no days.
_SERIES = _words(
    "seat row episode ep chapter track song book film movie flat apartment unit door room "
    "floor level office desk page question answer winner loser runner finisher stop exit "
    "station turning street lane"
)
#: A word of position after the ordinal ("the 4th on the left", "the 3rd from the end",
#: "the 2nd in line", "the 5th in a row").
_POSITION = re.compile(
    r"^\s+((on|from)\s+(the\s+|your\s+|my\s+)?(left|right|end|top|bottom|front|back|start)"
    r"|in\s+(line|(the|a)\s+(line|queue|row|series|list)))\b",
    re.I,
)
#: A personal pronoun and its copula, or "makes" and a person, right before "the": the
#: person's rank ("she was the 5th", "i'm the 3rd", "that makes him the 7th").
_RANKED = re.compile(
    r"(?:^|[^\w'’])((i|you|u|he|she|we|they)(\s+(am|is|are|was|were)|['’](m|s|re))"
    r"|(makes?|made|making)\s+(me|you|him|her|us|them))\s+$",
    re.I,
)
#: "on" right before "the" after a verb of living somewhere ("we live on the 5th").
_LIVING = re.compile(r"\b(live|lives|living|lived)\s+on\s+$", re.I)


def after_copula(text: str, start: int) -> bool:
    """Whether "the Nth" at `start` (written in figures) follows a copula whose subject is
    no person ("trip is the 24th", "it's the 3rd")."""
    lead = re.match(r"the\s+", text[start : start + 6], re.I)
    head = text[max(0, start - 40) : start] if lead else ""
    m = _COPULA.search(head)
    return m is not None and not m.group("on") and m.group("subject").lower() not in _PEOPLE


def in_order(text: str, start: int, end: int) -> bool:
    """Whether the ordinal "the Nth" at text[start:end] (after "on" or not) is a place in
    a row, no day (see the module's docstring)."""
    lead = re.match(r"(on\s+)?(?=the\s)", text[start:end], re.I)
    at = start + (lead.end() if lead else 0)
    if _POSITION.match(text[end : end + 30]) or _LIVING.search(text[max(0, at - 20) : at]):
        return True  # "the 4th on the left", "we live on the 5th"
    if _RANKED.search(text[max(0, at - 20) : at]):
        return True  # "she was the 5th lol", "that makes him the 7th": a rank
    m = _COPULA.search(text[max(0, at - 40) : at])
    return m is not None and m.group("subject").lower() in _SERIES  # "my seat is the 14th"
