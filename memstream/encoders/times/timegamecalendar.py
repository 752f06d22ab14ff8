"""A game's calendar (tests/data/timeexpr.md: "names, titles and other words"): "we hit
year 3 spring", "it's year 2 winter on our farm" count a game's years and seasons, no date
of ours; Duckling reads "3 spring" as a season three years on. So is a count before a
season that is a noun's attribute ("the 3 summer interns", "our 2 winter coats": three
interns of the summer, no summer three years on; "summer 2025" and "in 3 summers" are other
matches). `timematchparts.parts` asks `game_season`.
"""

from __future__ import annotations

import re

_SEASON = r"(spring|summer|fall|autumn|winter)"
#: The match: a number and a season ("3 spring"), maybe with "year" ("year 3 spring").
_NUMBERED = re.compile(rf"^(year\s+)?\d{{1,2}}\s+{_SEASON}$", re.I)
_YEAR_BEFORE = re.compile(r"\b(year|yr|y)\s*$", re.I)
#: A word after the season that makes it a noun's attribute ("3 summer | interns"): a word
#: of letters, none of a clause's small words ("3 summer of ...", "... is", "... ago").
_NOUN_AFTER = re.compile(
    r"^\s+(?!(of|and|or|in|on|at|to|for|with|is|was|are|were|be|will|ago|then|when|before|"
    r"after|since|till|until|from|this|that|the|a|an)\b)[a-z]{3,}\b",
    re.I,
)
#: An apostrophe before the number: a year cut short ("'21 summer"), a time.
_SHORT_YEAR = re.compile(r"['‘’]$")


def game_season(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is "year N <season>", a season of a game's year,
    or "N <season>" before a noun, a count of things of the season ("3 summer interns")."""
    body = text[start:end]
    if not _NUMBERED.match(body):
        return False
    if body.lower().startswith("year") or _YEAR_BEFORE.search(text[max(0, start - 8) : start]):
        return True
    return not _SHORT_YEAR.search(text[:start]) and bool(_NOUN_AFTER.match(text[end:]))
