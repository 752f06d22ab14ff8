""" "Season" the word, not a named one (tests/data/timeexpr.md: seasons are spring, summer,
autumn and winter; "Not dates": "season 7", "the new season"): a league's, a show's or a
trade's season ("tryouts for next season", "last season we won the cup", "the previous
season", "2 seasons ago") names no calendar months, which Duckling reads as the next
astronomical season. "next summer" stays a season. `timematchparts.parts` asks `no_season`.
"""

from __future__ import annotations

import re

#: The whole match: "season" picked by a word of order, maybe after a preposition, or counted
#: before "ago" / after "in".
_SEASON_WORD = re.compile(
    r"^((since|from|by|until|till|in|for|during|of|over|through)\s+)?(the\s+)?"
    r"(((this\s+)?(last|next|this|previous|past|coming|upcoming|following)\s+seasons?)"
    r"|(\d+|a|an|one|two|three|a\s+few|a\s+couple\s+of)\s+seasons?(\s+(ago|back|from\s+now))?)$",
    re.I,
)


def no_season(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is "season" the word, no calendar season."""
    return bool(_SEASON_WORD.match(text[start:end]))
