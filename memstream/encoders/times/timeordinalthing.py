"""An ordinal with its noun left out (tests/data/timeexpr.md, "Not dates": ordinals of things):
"the 2nd croissant was even better than the 1st", "the first batch was dry, the 2nd was
perfect". In a sentence where an ordinal counts a thing named right after it (not a unit of
time: "the 2nd week"), a bare "the Nth" that is the ground of a comparison ("than the 1st",
"over the 1st", "the 3rd verse not the 2nd", "instead of the 1st") or a subject heading its
clause before its verb ("the 2nd was perfect") is another of those things, no day of the
month: a ground only where its clause names no date before it ("cheaper on the 12th than the
13th", "fly the 19th vs the 20th" compare days) and "like" is no "about" ("the 2nd one was
like the 24th"); a subject only where a thing an ordinal counts heads a clause with a verb
of the same kind ("the first coat was patchy, the 2nd was perfect"; not "2nd payment went
thru, the 1st is when it's due"). Anywhere else it stays a date ("the 2nd time we met was on
the 1st", "my 3rd shift is the 14th", "the 2nd payment is due the 1st", "office reopens the
5th, first meeting at 9:30").
`timematchparts.parts` asks `elided`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timenumberwords import ORDINAL_ALT
from memstream.encoders.times.timevocab import MONTH, TIME_WORDS

_ORDINAL = rf"(\d{{1,2}}(st|nd|rd|th)|{ORDINAL_ALT})"
#: The match: "the Nth" alone.
_BARE = re.compile(rf"^the\s+{_ORDINAL}$", re.I)
#: An ordinal and the word after it ("2nd croissant", "first batch").
_COUNTED = re.compile(rf"\b{_ORDINAL}\s+(?P<noun>[a-z][a-z'’-]*)", re.I)
#: A month right before an ordinal: a date's day ("june 2nd party"), no thing counted.
_MONTH_BEFORE = re.compile(rf"\b{MONTH}\.?\s+$", re.I)
#: Words after an ordinal that name no thing counted: a day's, a list's or a clause's.
_NO_THING = frozenset(
    {"of", "and", "or", "to", "till", "until", "thru", "through", "at", "on", "in", "for", "is"}
    | {"was", "will", "be", "&", "from", "vs", "versus", "than", "but", "so", "then", "off"}
    | {"not", "instead"}
    | {"time", "times", "place"}  # "the first time", "in the first place": idioms of order
)
#: Where a thing's ordinal stands with its noun left out: the ground of a comparison
#: ("better than the 1st", "the 2nd over the 1st"), "not" right after an ordinal's thing ("the
#: 3rd verse not the 2nd"; not after a verb: "my 2nd interview is not the 5th" is a day) ...
_COMPARED = re.compile(
    rf"(\b(than|vs\.?|versus|over|as|like|instead\s+of)|\b{_ORDINAL}\s+[a-z]+\s+not)\s+$", re.I
)
#: A comparison of times, whose ground is a date ("my 2nd dose is earlier than the 20th").
_TIME_COMPARED = re.compile(r"\b(earlier|later|sooner|longer|before|after)\s+than\s+$", re.I)
#: "like" as "about" after a copula or a word of guessing ("was like the 24th", "something
#: like the 20th"), no comparison.
_ABOUT_LIKE = re.compile(
    r"\b(is|was|be|['’]s|something|sometime|smth|around|maybe|prob|probably)\s+like\s+$", re.I
)
#: An ordinal and the word after it, if any, in the clause before a comparison.
_ORDINAL_THEN = re.compile(rf"\b{_ORDINAL}(\s+(?P<word>[a-z&][a-z'’-]*))?", re.I)
_CLAUSE_BREAK = re.compile(r"[,;:(]")
#: ... or a subject heading its clause, its verb right after ("the first batch was dry, the
#: 2nd was perfect"; not "office reopens the 5th", "next movie night the 22nd?").
_CLAUSE_HEAD = re.compile(r"(^|[,;:]\s*|\b(but|and|while|whereas|tho|though)\s+)$", re.I)
_VERB_AFTER = re.compile(r"^\s*(was|is|were|are|['’]s|tasted|looked|felt|came\s+out)\b", re.I)
#: What ends a sentence.
_STOP = re.compile(r"[.!?;\n]\s")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max((m.end() for m in _STOP.finditer(text, 0, start)), default=0)
    hi = _STOP.search(text, end)
    return lo, hi.start() if hi else len(text)


def _day_in_clause(clause: str) -> bool:
    """Whether the clause before a comparison names a day of the month, an ordinal that counts
    no thing ("cheaper on the 12th than | the 13th", "fly the 19th vs | the 20th")."""
    for m in _ORDINAL_THEN.finditer(clause):
        word = (m.group("word") or "").lower()
        if not word or word in _NO_THING or word in TIME_WORDS:
            return True
    return False


def elided(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is "the Nth" standing for a thing an ordinal
    counts elsewhere in its sentence."""
    if not _BARE.match(text[start:end]):
        return False
    lo, hi = _sentence(text, start, end)
    head = text[lo:start]
    subject = _CLAUSE_HEAD.search(head) and _VERB_AFTER.match(text[end : end + 20])
    compared = (
        _COMPARED.search(head)
        and not _TIME_COMPARED.search(head)
        and not _ABOUT_LIKE.search(head)
        and not _day_in_clause(_CLAUSE_BREAK.split(head)[-1])
    )
    if not (compared or subject):
        return False
    for m in _COUNTED.finditer(text, lo, hi):
        if start <= m.start() < end:
            continue
        noun = m.group("noun").lower()
        if _MONTH_BEFORE.search(text[max(0, m.start() - 12) : m.start()]):
            continue
        if noun in _NO_THING or noun in TIME_WORDS or noun.rstrip("s") in TIME_WORDS:
            continue
        if compared or _VERB_AFTER.match(text[m.end() : m.end() + 20]):
            return True  # "the first coat | was patchy, the 2nd | was perfect"
    return False
