"""Clock times of a rule that holds in a season ("the dog beach is off-leash before 10am and
after 7pm in summer", "the ferry runs till 11pm in winter", "the pool opens at 7 in summer"):
like the clock times of a rule about days in the plural ("pickup is 3:15 on wednesdays"), a
standing rule, no times, and "in summer" there is the season as a kind, not this summer
(tests/data/timeexpr.md, not dates: habits and kinds of days). Only in a clause told in the
simple present, with "in" or "during" a season and no "this/next/last" or day word
("tonight", "tomorrow"), and a clock time in it; a plan ("we're flying at 6am in summer",
"we'll open till 9pm in summer", "the cafe is opening at 7 in summer") or a past ("the pool
opened at 7 in summer") keeps its times; a noun in "-ing" ("the swimming pool opens at 7 in
summer", "parking is free after 6") and an adjective in "-ed" ("the heated pool", "the
trail gets crowded after 4 in summer") are neither. `timefilter.check` asks `season_rule`.
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
#: Words that make the clause a plan, a past or a day of its own.
_NOT_RULE = re.compile(
    r"\b(will|won['’]?t|shall|gonna|going|was|were|had|did|used|this|next|last|"
    r"today|tonight|tomorrow|tmrw|yesterday)\b|['’](ll|re|m|d)\b",
    re.I,
)
#: A verb in "-ing" after a form of "be" ("the cafe is opening at 7 in summer": a plan); an
#: "-ing" word with none is a noun ("the swimming pool opens at 7", "parking is free after
#: 6", "the building opens at 6 in summer").
_GOING_ON = re.compile(r"\b(is|are|am|be|been|being)\s+(\w+\s+)?\w{2,}ing\b", re.I)
#: A past in "-ed"; not an adjective after a determiner or a verb of being ("the heated
#: pool", "the trail gets crowded", "is closed", "are booked").
_PAST = re.compile(r"\b[a-z]{2,}[^e\W]ed\b", re.I)
_ADJECTIVE_AFTER = re.compile(
    r"\b(is|are|be|been|get|gets|getting|stays|stay|becomes|become|seems|feels|looks|the|a|an|"
    r"our|my|your|their|its|his|her|['’]s)\s+$",
    re.I,
)


def _not_rule(clause: str) -> bool:
    """Whether `clause` is a plan, a past or a day of its own ("we're meeting at 7 in
    summer", "the pool opened at 7 in summer", "at 7 this summer")."""
    if _NOT_RULE.search(clause) or _GOING_ON.search(clause):
        return True
    return any(not _ADJECTIVE_AFTER.search(clause, 0, m.start()) for m in _PAST.finditer(clause))


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
    if _not_rule(clause):
        return False
    body = text[start:end]
    return bool(_CLOCK.search(body) or _SEASON.search(body) or body.lower() in _SEASON_WORDS)
