"""A day of the month written in figures as the subject of a copula whose complement names a
day ("the 25th is the deadline", "the 10th is a sunday", "the 9th which is a sunday", "the
3rd is payday"): the date, though no "on" introduces it and a word follows it (tests/data/
timeexpr.md, "Not dates": ordinals of things are no dates, but a thing is no weekday, no
deadline and no payday). Not a complement of a thing's rank ("the 2nd is better", "the 4th
is my favourite"), nor a spelled ordinal ("the second is a sunday" may count anything).
`timealone.day_of_month` asks `names_day`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: Words that name a day as a copula's complement: a weekday (maybe after "a"), today's
#: neighbours, a deadline, a payday or a day off.
_DAY = (
    rf"(?:(?:a|an)\s+)?{WEEKDAY}|today|tomorrow|tmrw|tmr|yesterday|yday|"
    r"(?:the\s+)?deadline|(?:the\s+)?due\s+date|pay\s?day|(?:a\s+)?(?:bank\s+|public\s+)?holiday|"
    r"(?:the\s+)?(?:last|first)\s+(?:working\s+)?day"
)
#: The copula after the day, maybe in a relative clause ("which is"), and its complement.
_NAMES_DAY = re.compile(
    rf"^,?\s+(?:which\s+|that\s+)?(?:is|was|['’]s|will\s+be|falls\s+on)\s+(?:{_DAY})\b", re.I
)


def names_day(text: str, end: int) -> bool:
    """Whether a copula and a day's name follow the day of the month ending at `end`
    ("the 25th | is the deadline", "the 10th | is a sunday")."""
    return _NAMES_DAY.match(text[end : end + 40]) is not None
