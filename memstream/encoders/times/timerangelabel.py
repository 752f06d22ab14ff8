"""A thing's number glued before a range of days ("mat cover for yr 2 | from the 8th till 9
feb", "i'm on tower 3 | from the 16th to the 22nd"): a bare number right after a noun, then
"from" a day "to/till" another, is the noun's number, no clock time (tests/data/timeexpr.md,
"Not dates": ordinals and numbers of things; ranges run from the first day to the end of
the last). Duckling reads "2 from the 8th till 9 feb" as 02:00 on 9 February. A clock time
before a range of days has no day of its own, so the number cannot be one; after a word
that introduces a clock time ("at 2 from monday to friday", "sat 2 from ...") the number
stays as it is read.

`timecounts.number_head` asks `head`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH, WEEKDAY

#: A day of a range: "the 8th", "8th", "mon", "9 feb", "feb 9", "june".
_DAY = rf"((the\s+)?\d{{1,2}}(st|nd|rd|th)\b|{WEEKDAY}\b|{MONTH}\b|\d{{1,2}}\s+{MONTH}\b)"
#: A bare number of one or two digits, then "from" a day "to/till" another day.
_HEAD = re.compile(
    rf"^\d{{1,2}}\s+(?=from\s+{_DAY}.*?\s(to|till|til|until|thru|through)\s+{_DAY})",
    re.I,
)
#: The word right before the number: a noun's letters, not one that introduces a clock time
#: or a day ("at", "by", "around", "sat", "tmrw").
_NOUN_BEFORE = re.compile(r"\b([a-z]{2,})\.?\s+$", re.I)
_INTRODUCES = re.compile(
    rf"^(at|by|around|about|abt|till|til|until|from|to|after|before|past|and|or|{WEEKDAY}|"
    r"today|tonight|tomorrow|tmrw|tmr|yesterday|morning|afternoon|evening|night)$",
    re.I,
)


def head(text: str, start: int, body: str) -> int | None:
    """Where the range starts in a match text[start:] (`body`) that opens with a noun's number
    ("yr 2 | from the 8th till 9 feb"); None if it opens with no such number."""
    m = _HEAD.match(body)
    noun = _NOUN_BEFORE.search(text[max(0, start - 24) : start])
    if m is None or noun is None or _INTRODUCES.match(noun.group(1)):
        return None
    return m.end()
