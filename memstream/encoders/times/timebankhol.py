"""England's "bank holiday" ("bank hol") as a day only where chat means the coming or the last
one (issue 21, round 58 follow-up E): said where England's clocks are (UTC or UTC+1; an Irish
speaker keeps the same offsets and is not told apart), right after a word that points at one
occurrence ("the", "this", "next", "my", "over", "on", "for", "after", ...) or at the start of
a sentence or a part of it. After a name, a month or an occasion ("the christmas bank
holiday", "the late may bank holiday", "the coronation bank holiday") the day is left to the
name, or to none; after "every", "no", "any", "a", "an", "each", "another" it is a kind of day
("every bank holiday it rains"); before "for", "after" or "before" ("the bank holiday for the
coronation", "the next bank holiday after new year") the occasion or the day beside it says
which, and it is none.
"""

from __future__ import annotations

import re
from datetime import timedelta

#: England's offsets from UTC: GMT and BST.
_ENGLAND = (timedelta(0), timedelta(hours=1))
#: The spelling (`timefeastnames.FEASTS`'s England entry).
BANK_HOLIDAY = re.compile(r"bank\s+hol(?:iday)?", re.I)
#: Words after which "bank holiday" is one occurrence of it.
_POINTING = frozenset(
    [
        "the",
        "this",
        "next",
        "coming",
        "my",
        "ur",
        "your",
        "our",
        "over",
        "on",
        "for",
        "after",
        "before",
        "since",
        "till",
        "until",
        "is",
        "was",
        "it's",
        "its",
        "last",
    ]
)
_WORD_BEFORE = re.compile(r"([A-Za-z'’]+)\s*$|[,.!?;:(]\s*$|^\s*$")
_AFTER = re.compile(r"\s+(?:for|after|before)\b(?!\s+next\b)", re.I)


def meant(text: str, start: int, end: int, offset: timedelta | None) -> bool:
    """Whether "bank holiday" at text[start:end] is England's coming or last one."""
    if offset is not None and offset not in _ENGLAND:
        return False
    before = _WORD_BEFORE.search(text[max(0, start - 24) : start])
    if before is None:
        return False
    word = before.group(1)
    if word is not None and word.lower().replace("’", "'") not in _POINTING:
        return False
    return _AFTER.match(text, end) is None
