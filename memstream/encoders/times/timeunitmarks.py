"""A number with a unit's mark that Duckling reads as a date or a clock time: a fraction
before an inch mark ('3/4" copper', 'the 1/2" pipe': a size, not 3 April or 1 February) and
digits glued to a capital "A" before a word ("200A upgrade", "a 100A supply": amps, not
02:00 or 01:00). tests/data/timeexpr.md, "Not dates": counts and measures ("3/4 of the
cake"). Kept: "on 3/4" with no mark after it, "the 3/4 meeting", "5am", "930a" (chat's
lower-case a is a morning's clock), "at 9A" (introduced as a clock time), a date that closes
a quote ('texted "see you 3/4" lol', 'says "party on 4/12" so': the mark is a quotation mark).
`timecounts.measure` asks `unit_mark`.
"""

from __future__ import annotations

import re

#: A fraction, maybe after words that lead into a date ("the 3/4"), that the match ends in.
_FRACTION = re.compile(r"(^|\s)\d{1,2}/\d{1,2}$")
#: An inch mark right after it, then a word or a number ('3/4" copper', '1/2" x 3').
_INCH = re.compile(r"^(\"|\u2033|'')\s*[a-z0-9(]", re.I)
#: Digits glued to a capital A (no M after it), the whole match, then a word.
_AMPS = re.compile(r"^\d{1,4}A$")
#: A quotation mark, not an inch mark after a number ('3/4" and two 1/2"').
_QUOTE = re.compile(r'(?<!\d)"')
_WORD_AFTER = re.compile(r"^\s+[a-z]", re.I)
_CLOCK_BEFORE = re.compile(r"\b(at|by|around|from|till|until|before|after|@)\s*$", re.I)


def unit_mark(text: str, start: int, end: int, body: str) -> bool:
    """Whether the match `text[start:end]` is a size in inches or a current in amps."""
    if _FRACTION.search(body) and _INCH.match(text[end : end + 4]):
        return len(_QUOTE.findall(text[:start])) % 2 == 0  # not '"see you 3/4" lol'
    if _AMPS.match(body) and _WORD_AFTER.match(text[end : end + 3]):
        return not _CLOCK_BEFORE.search(text[max(0, start - 8) : start])  # "200A upgrade"
    return False
