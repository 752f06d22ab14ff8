"""A month named as what a count of time in its sentence works out to, after "so" (maybe with
"maybe", "probably" or "like"), where it ends its part ("come back in 3 months, so november",
"next one's in 8 weeks, so march something", "the wait is 26 weeks so maybe august??", "the
course is 10 weeks so october probably"; "so" opening its sentence looks back to the one
before: "6 months payslips and we can apply. so august hopefully"): the month, on the side of
the count (tests/data/timeexpr.md: a recurring mention names the occurrence the sentence
talks about): after one told as past ("we moved 6 months ago so march", said in September, is
the March before), or as a stretch up to now ("we've been dating 5 months so april", "for the
last 3 months so june": the one it began in), else the coming one. No count before it, it
is a name or a word ("so april, what do u think?", "love you so april ❤️", "we're so
june!"), and so after a pronoun or its copula ("miss you so june 😘", "i'm so june"), or
before a comma or a question that speaks to someone ("... so april, what do u think?"). A
month after "so" that a verb or a noun follows is a subject or a name ("so april was fun",
"so june is her month", "so may i ask"): no time here (`timealone.one_word` keeps its other
rules). `timealone.one_word` asks `so_month`, and `timeexpr.TimeResolver.mentions`
`on_count_side`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timevocab import MONTHS

#: "so", maybe with a hedge, right before the month.
_SO = re.compile(r"(^|[^\w'’])so\s+((maybe|probably|prob|like|around|roughly)\s+)?$", re.I)
#: A pronoun or its copula right before "so": "love you so april", "we're so june".
_PERSON = re.compile(
    r"\b(you|u|ya|me|him|her|us|them|im|ur|[a-z]+['’](re|m|s))\s+so\s+[a-z\s]*$", re.I
)
#: What ends the month's part: the end, a stop, a comma, a question, an emoji, or a hedge.
_ENDS = re.compile(
    r"^\s*($|[^\w\s'’&+-]|(something|sometime|ish|probably|prob|maybe|hopefully|i\s+think|"
    r"i\s+guess|at\s+the\s+(earliest|latest)|or\s+so)\b)",
    re.I,
)
#: A comma or a question after the month, then words said to someone: the month is a name.
_ADDRESSED = re.compile(
    r"^\s*[,?!]+\s*(what|how|you|u|ur|your|you['’]re|here['’]s|are|r|do|can|will|wanna|"
    r"thoughts)\b",
    re.I,
)
#: A count of time ("3 months", "26 weeks", "a few weeks"), and "ago" or "back" after it (a
#: count told as past).
_COUNT = re.compile(
    r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|"
    r"couple(\s+of)?)\s+(more\s+)?(days?|weeks?|wks?|months?|mths?|mos?|years?|yrs?)\b"
    r"(?P<ago>\s+(ago|back|before))?",
    re.I,
)
#: A stretch up to now before the count in its sentence: "been" ("we've been dating 5
#: months"), or "past" or "last" right before it ("for the last 3 months").
_UP_TO_NOW = re.compile(r"\bbeen\b|\b(past|last)\s+$", re.I)
#: "been" of a stretch that ends ahead ("we'll have been there 6 months by then").
_WILL_HAVE = re.compile(r"\b(will|ll|would|d)\s+have\s+been\b", re.I)
#: The sentence before the month; with the one before it where "so" opens it ("6 months
#: payslips and we can apply. so august hopefully").
_SENTENCE = re.compile(r"[^.!?\n]*$")
_SO_OPENS = re.compile(r"[^.!?\n]*[.!?\n]+\s*so\s+[a-z\s]*$", re.I)


def _count(text: str, start: int) -> re.Match[str] | None:
    """The last count of time in the sentence before `start` (see `_SENTENCE`)."""
    sentence = _SO_OPENS.search(text[:start]) or _SENTENCE.search(text[:start])
    counts = list(_COUNT.finditer(sentence.group(0))) if sentence else []
    return counts[-1] if counts else None


def so_month(text: str, start: int, end: int) -> bool:
    """Whether the month at text[start:end] is what a count works out to after "so" (see the
    module's docstring)."""
    before = text[max(0, start - 30) : start]
    if not _SO.search(before) or _PERSON.search(before) or _ADDRESSED.match(text[end:]):
        return False
    return bool(_ENDS.match(text[end : end + 20])) and _count(text, start) is not None


def on_count_side(text: str, mentions: list[Mention], wall: datetime) -> list[Mention]:
    """`mentions`, each month after "so" (`so_month`) on its count's side of `wall`: the
    latest one begun after a count told as past ("6 months ago so march", "been dating 5
    months so april"), else the first not over."""
    return [_on_side(text, m, wall) for m in mentions]


def _on_side(text: str, m: Mention, wall: datetime) -> Mention:
    count = _count(text, m.start)
    if not m.recurring or m.text.lower().rstrip(".") not in MONTHS or count is None:
        return m
    if not so_month(text, m.start, m.end):
        return m
    told = count.string[: count.start()]
    up_to_now = _UP_TO_NOW.search(told) and not _WILL_HAVE.search(told)
    past = count.group("ago") is not None or bool(up_to_now)  # "been dating 5 months so april"
    side = [o for o in m.occurrences if (o.start <= wall if past else o.end > wall)]
    return replace(m, chosen=side[-1] if past else side[0], occurrences=()) if side else m
