"""Clock times of a rule that holds in a season ("the dog beach is off-leash before 10am and
after 7pm in summer", "the ferry runs till 11pm in winter", "the pool opens at 7 in summer"):
like the clock times of a rule about days in the plural ("pickup is 3:15 on wednesdays"), a
standing rule, no times, and "in summer" there is the season as a kind, not this summer
(tests/data/timeexpr.md, not dates: habits and kinds of days). Only in a clause told in the
simple present, with "in" or "during" a season and no "this/next/last" or day word
("tonight", "tomorrow"), and a clock time in it; a plan ("we're flying at 6am in summer",
"we'll open till 9pm in summer") or a past ("the pool opened at 7 in summer") keeps its
times. `timefilter.check` asks `season_rule`.
"""

from __future__ import annotations

import re

#: "in (the) summer", a season as a kind, not "this summer" or "summer 2025".
_SEASON = re.compile(
    r"\b(in|during)\s+(the\s+)?(summer|winter|spring|autumn|fall)(time)?\b(?!\s*\d)", re.I
)
#: A clock time in the clause ("10am", "7:30pm", "before 10", "till 11", "opens at 7").
_CLOCK = re.compile(
    r"\b\d{1,2}(:\d{2})?\s*[ap]\.?m\b|\b(before|after|from|till|until|til|at)\s+\d{1,2}\b", re.I
)
#: Words that make the clause a plan, a past or a day of its own: a verb in "-ing" (not
#: "during", "spring", "morning"), a past in "-ed" (not "is closed", "are booked").
_NOT_RULE = re.compile(
    r"\b(will|won['’]?t|shall|gonna|going|was|were|had|did|used|this|next|last|"
    r"today|tonight|tomorrow|tmrw|yesterday|(?!(during|spring|morning|evening)\b)\w+ing)\b"
    r"|(?<!\bis\s)(?<!\bare\s)(?<!['’]s\s)\b[a-z]{2,}[^e\W]ed\b|['’](ll|re|m|d)\b",
    re.I,
)
_SEASON_WORDS = frozenset({"summer", "winter", "spring", "autumn", "fall"})
#: What bounds the clause ("so", "but", a comma, a stop; not "and", which joins the rule's
#: times: "before 10am and after 7pm").
_BOUND = re.compile(r"[.!?;\n]|,\s|\s(but|so|because|cos|while|though)\s", re.I)


def season_rule(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is a clock time or the season of a rule that holds
    in a season ("off-leash before 10am and after 7pm in summer")."""
    lo = max((m.end() for m in _BOUND.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _BOUND.finditer(text, end)), len(text))
    clause = text[lo:hi]
    if not _SEASON.search(clause) or not _CLOCK.search(clause):
        return False
    if _NOT_RULE.search(clause):
        return False
    body = text[start:end]
    return bool(_CLOCK.search(body) or _SEASON.search(body) or body.lower() in _SEASON_WORDS)
