"""A game's calendar (tests/data/timeexpr.md: "names, titles and other words"): "we hit
year 3 spring", "it's year 2 winter on our farm" count a game's years and seasons, no date
of ours; Duckling reads "3 spring" as a season three years on. `timematchparts.parts` asks
`game_season`.
"""

from __future__ import annotations

import re

_SEASON = r"(spring|summer|fall|autumn|winter)"
#: The match: a number and a season ("3 spring"), maybe with "year" ("year 3 spring").
_NUMBERED = re.compile(rf"^(year\s+)?\d{{1,2}}\s+{_SEASON}$", re.I)
_YEAR_BEFORE = re.compile(r"\b(year|yr|y)\s*$", re.I)


def game_season(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is "year N <season>", a season of a game's year."""
    body = text[start:end]
    if not _NUMBERED.match(body):
        return False
    return body.lower().startswith("year") or bool(
        _YEAR_BEFORE.search(text[max(0, start - 8) : start])
    )
