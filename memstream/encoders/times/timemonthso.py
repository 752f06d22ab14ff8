"""A month named as what a count works out to, after "so" (maybe with "maybe", "probably"
or "like"), where it ends its part ("come back in 3 months, so november", "next one's in 8
weeks, so march something", "the wait is 26 weeks so maybe august??", "the course is 10
weeks so october probably"): the month, the coming one where the sentence plans
(tests/data/timeexpr.md: a recurring mention names the occurrence the sentence talks about).
A month after "so" that a verb or a noun follows is a subject or a name ("so april was fun",
"so june is her month", "so may i ask"): no time here (`timealone.one_word` keeps its other
rules). `timealone.one_word` asks `so_month`.
"""

from __future__ import annotations

import re

#: "so", maybe with a hedge, right before the month.
_SO = re.compile(r"(^|[^\w'’])so\s+((maybe|probably|prob|like|around|roughly)\s+)?$", re.I)
#: What ends the month's part: the end, a stop, a comma, a question, an emoji, or a hedge.
_ENDS = re.compile(
    r"^\s*($|[^\w\s'’&+-]|(something|sometime|ish|probably|prob|maybe|hopefully|i\s+think|"
    r"i\s+guess|at\s+the\s+(earliest|latest)|or\s+so)\b)",
    re.I,
)


def so_month(text: str, start: int, end: int) -> bool:
    """Whether the month at text[start:end] is what a count works out to after "so" (see the
    module's docstring)."""
    return bool(_SO.search(text[max(0, start - 25) : start]) and _ENDS.match(text[end : end + 20]))
