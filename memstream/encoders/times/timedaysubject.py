"""A day of the month written in figures as the subject of a copula whose complement names a
day ("the 25th is the deadline", "the 10th is a sunday", "the 9th which is a sunday", "the
3rd is payday"): the date, though no "on" introduces it and a word follows it (tests/data/
timeexpr.md, "Not dates": ordinals of things are no dates, but a thing is no weekday, no
deadline and no payday). Not a complement of a thing's rank ("the 2nd is better", "the 4th
is my favourite"), nor a spelled ordinal ("the second is a sunday" may count anything); nor
where the day's word, after "a" or "the", is an attribute of a noun after it ("the 2nd is a
holiday classic", "the 2nd is a sunday school regular", "the 10th is the deadline one"), nor
after a count of things in the sentence ("of the 3 movies, the 2nd is ...", "3 seasons in",
"kids r 3 and 5"): a thing's rank.
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
    rf"^,?\s+(?:which\s+|that\s+)?(?:is|was|['’]s|will\s+be|falls\s+on)\s+"
    rf"(?P<article>(?:a|an|the)\s+)?(?:{_DAY})\b",
    re.I,
)
#: The words that may follow a complement with an article and leave it a day's name ("the
#: 25th is the deadline and ...", "is a sunday so ..."), not a noun it qualifies ("classic").
_AFTER = re.compile(
    r"\s*(?:$|[^\w\s]|(?:for|and|but|so|or|which|that|too|tho|though|lol|then|this|next|"
    r"btw|again|now|i|we|bc|cos|because|if|when|anyway|innit|right|ya|yeah|of|in|on|at)\b)",
    re.I,
)
#: A count of things before the day ("of the 3 movies", "3 seasons in", "kids r 3 and 5").
_COUNTED = re.compile(r"\b(?:of\s+the\s+\d+|\d+\s+[a-z]+s|\d+\s+(?:and|&)\s+\d+)\b", re.I)


def names_day(text: str, end: int) -> bool:
    """Whether a copula and a day's name follow the day of the month ending at `end`
    ("the 25th | is the deadline", "the 10th | is a sunday"), no rank of a thing counted before
    it nor a noun the day's word qualifies ("the 2nd is a holiday classic")."""
    m = _NAMES_DAY.match(text[end : end + 40])
    if m is None or (m["article"] and not _AFTER.match(text, end + m.end())):
        return False
    opening = max(text.rfind(c, 0, end) for c in ".!?\n") + 1
    return not _COUNTED.search(text, opening, end)
