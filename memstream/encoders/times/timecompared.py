"""Kinds of day compared with a sign ("results day > christmas", "christmas > easter",
"fridays > mondays"): the kind, no date (tests/data/timeexpr.md, not dates: habits and
kinds of days, "I love autumn"). A day of its own ("this christmas > last christmas"), an
arrow ("tues -> thurs", "=>") and a heart ("friday <3") are left alone, and so are weekdays,
dates and clock times, which a ">" between moves or weighs as one day each ("meeting moved
fri > mon", "saturday > sunday for the party?", "2pm > 4pm tomorrow"; in the plural,
"fridays > mondays", they are kinds already).

`timelookalikes.lookalike` asks `compared`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: A sign of comparison right before the match, no arrow's shaft before it ("-> ", "=> ").
_SIGN_BEFORE = re.compile(r"(?<![-=<>])[<>≥≤]=?\s*$")
#: A sign of comparison right after the match, no arrow nor heart ("<3", "<-", ">>").
_SIGN_AFTER = re.compile(r"\s*([>≥≤]=?|<=?)(?![-3<>=]|\s*3\b)")
#: Words that give the match a day of its own.
_OWN_DAY = re.compile(
    r"\b(this|next|last|today|tomorrow|tmrw|yesterday|tonight|\d{4}|on|in|at|by)\b", re.I
)
#: A weekday in any spelling, or a digit: one day or one time ("fri > mon", "2pm > 4pm").
_ONE_DAY = re.compile(r"\d|\b" + WEEKDAY + r"\b", re.I)


def compared(text: str, start: int, end: int) -> bool:
    """Whether the match at text[start:end] is a kind of day beside a sign of comparison."""
    if _OWN_DAY.search(text[start:end]) or _ONE_DAY.search(text[start:end]):
        return False  # "this christmas > last christmas", "meeting moved fri > mon"
    before = _SIGN_BEFORE.search(text[max(0, start - 4) : start])
    return bool(before or _SIGN_AFTER.match(text, end))
