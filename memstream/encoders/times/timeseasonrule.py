"""Clock times of a rule that holds in a season ("the dog beach is off-leash before 10am and
after 7pm in summer", "the ferry runs till 11pm in winter", "the pool opens at 7 in summer"):
like the clock times of a rule about days in the plural ("pickup is 3:15 on wednesdays"), a
standing rule, no times, and "in summer" there is the season as a kind, not this summer
(tests/data/timeexpr.md, not dates: habits and kinds of days). Only in a clause told in the
simple present, with "in" or "during" a season and no "this/next/last" or day word
("tonight", "tomorrow"), and a clock time in it; a plan ("we're flying at 6am in summer",
"we'll open till 9pm in summer", "the cafe is opening at 7 in summer", "the pool's opening at 7
in summer", "planning to open at 7 in summer") or a past ("the pool
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
#: A verb in "-ing" after a form of "be", written out, shortened or denied, at most two words
#: between ("the cafe is opening at 7 in summer", "we r opening", "im starting at 6", "the
#: pool isn't opening till 10", "the pool is also now opening at 6": a plan), not right after
#: a preposition ("is open for swimming"); an "-ing" word with none is a noun ("the swimming
#: pool opens at 7", "parking is free after 6", "the building opens at 6 in summer").
_GOING_ON = re.compile(
    r"\b(is|are|am|be|been|being|isn['’]?t|aren['’]?t|ain['’]?t|r|im)\s+(\w+\s+){0,2}?"
    r"(?<!\bfor\s)(?<!\bof\s)(?<!\bwith\s)(?<!\bafter\s)(?<!\bbefore\s)\w{2,}ing\b",
    re.I,
)
#: "'s" + a verb in "-ing" that a preposition or a word of how follows ("the pool's opening at
#: 7", "cafe's staying open till 9pm", "the market's moving to 6pm": a plan); "'s" before a
#: noun in "-ing" is whose ("the city's swimming pool opens at 7").
_SHORT_IS = re.compile(
    r"['’]s\s+(\w+\s+)?\w{2,}ing\s+(at|till|until|til|to|from|open|closed|up|down|early|"
    r"late|later|earlier|back|in|on|off)\b",
    re.I,
)
#: A plan told with no "be" at the head of the clause ("planning to open at 7 in summer",
#: "thinking of opening at 7"): a verb in "-ing" first, then "to", "of" or "about".
_PLANNING = re.compile(r"^\W*\w{2,}ing\s+(to|of|about)\b", re.I)
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
    if any(r.search(clause) for r in (_NOT_RULE, _GOING_ON, _SHORT_IS, _PLANNING)):
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
