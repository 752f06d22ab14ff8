"""Two bare hours joined by "till", "to" or "until" beside a day ("the window's 9 till 11
today", "the shop's 8 to 11 tomorrow", "tomorrow 8 till 11"): a range from the first hour to
the second (tests/data/timeexpr.md, "ranges": "from 1 to 3"), not minutes to the hour.
Duckling reads "9 till 11" as 10:51; minutes to the hour are told in fives ("10 till 11",
"20 to 4", "5 to 9": kept as Duckling reads them, and `timeminutesto` reads them after
"at"). Not with no day beside it ("9 to 5 no more", "eating window 12 to 8", "room 6 till
5"), nor before a noun ("9 to 11 people": a count), nor after a word that counts ("ages 9 to
11", "aged 3 to 7") nor in a clause of odds or a score ("lost 9 to 11 today"). Only hours
in the clock's order (the second after the first, or from the morning past noon: "11 to
2"), so no score or odds
("we beat them 6 to 1 tonight", "he's 6 to 1 tonight at the bookies", "it was 2 to 1 on
monday"), and only after a day, a form of "be" (also "the window's") or a word of opening
hours ("open", "closed"), so no things numbered ("pages 4 to 9 tonight", "rows 2 to 6
tomorrow", "size 8 to 10 tomorrow"): the day alone is read. Spelled out
for Duckling with "from" before it ("from 9 till 11 today", `timespelled.spelled_out`); the
mention keeps its text as written.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeminutesto import ODDS
from memstream.encoders.times.timeneighbours import noun_follows, word_before
from memstream.encoders.times.timevocab import WEEKDAY

_TILL = re.compile(
    r"(?<![\w:.$£€#/+-])(?P<first>1[0-2]|[1-9])\s+(?:till?|until|to)\s+(?P<second>1[0-2]|[1-9])"
    r"(?![\w:./%-]|\s*(?:am|pm|a\.m|p\.m|ish)\b)",
    re.I,
)
#: Counts of minutes a clock is told in before the hour ("10 till 11" is 10:50).
_MINUTES = frozenset({5, 10, 20, 25})
#: Words after which the first number is a count or an age, or already the start of a
#: range or a moment ("ages 9 to 11", "from 9 to 11", "at 9 to 11").
_BEFORE = frozenset(
    {"from", "at", "by", "around", "about", "ages", "aged", "age", "kids", "between"}
    | {"scored", "score", "lost", "won", "beat", "rated", "odds", "of", "out"}
)


_DAY = rf"(today|tonight|tomorrow|tmrw|tmr|{WEEKDAY}\.?)"
#: A day right after the range ("9 till 11 today", "2 to 4 on sat") or right before it
#: ("tomorrow 8 till 11"): bare hours are clock times beside a day (timeexpr.md, "ranges").
_DAY_AFTER = re.compile(rf"\s+(on\s+)?{_DAY}\b", re.I)
_DAY_BEFORE = re.compile(rf"\b{_DAY}\s+(from\s+)?$", re.I)


#: Words right before the first hour that make the two a time of day ("the slot is 8 till
#: 11", "open 1 to 4"); a word ending in "'s" too ("the window's 9 till 11").
_CUE = frozenset({"is", "are", "was", "were", "be", "open", "opens", "closed", "shut"})


def _clock_order(first: int, second: int) -> bool:
    """Whether `second` comes after `first` on the clock within the day's hours ("9 till 11",
    "1 to 4", "11 to 2"); not a score or odds ("6 to 1", "7 to 2")."""
    return first < second or (8 <= first <= 11 and second <= 7)


def _cued(text: str, start: int) -> bool:
    """Whether the word before the first hour at text[start:] makes it a time of day."""
    if _DAY_BEFORE.search(text, 0, start):
        return True
    word = word_before(text, start).replace("’", "'")
    return word in _CUE or word.endswith("'s")


def hour_till(text: str) -> list[tuple[int, int, str]]:
    """(start, start, "from ") before each range of two bare hours joined by "till", "to"
    or "until" in `text` that Duckling would read as minutes to the hour."""
    out = []
    for m in _TILL.finditer(text):
        first, second = int(m.group("first")), int(m.group("second"))
        if first in _MINUTES or first == second or noun_follows(text, m.end()):
            continue  # "10 till 11": 10:50; "9 to 11 people": a count
        if word_before(text, m.start()) in _BEFORE or ODDS.search(text, 0, m.start()):
            continue  # "ages 9 to 11", "lost 9 to 11 today"
        if not (_DAY_AFTER.match(text, m.end()) or _DAY_BEFORE.search(text, 0, m.start())):
            continue  # "9 to 5 no more", "eating window 12 to 8", "room 6 till 5": no day
        if not (_clock_order(first, second) and _cued(text, m.start())):
            continue  # "beat them 6 to 1 tonight", "pages 4 to 9 tonight"
        out.append((m.start(), m.start(), "from "))
    return out
