""" "Season" the word, not a named one (tests/data/timeexpr.md: seasons are spring, summer,
autumn and winter; "Not dates": "season 7", "the new season"): a league's, a show's or a
trade's season ("tryouts for next season", "last season we won the cup", "the previous
season", "2 seasons ago") names no calendar months, which Duckling reads as the next
astronomical season. "next summer" stays a season. `timematchparts.parts` asks `no_season`.

"Fall" or "spring" after "a", "an" or "another" is a noun: a tumble, a coil or
water ("last job was a fall at 22:30", "had another fall last night", "a spring in the
yard"); a season takes no article of its own ("in the fall"). A clock time or a day read
with it stays its own ("at 22:30"): `noun_season`. Not before a year, which makes it the
season that year ("a fall 2025 release", "another spring 2025 deadline slipped").
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


#: "fall" or "spring" heading the match after an indefinite article or "another": the noun.
_NOUN = re.compile(r"\b(a|an|another)\s+$", re.I)
_NOUN_WORD = re.compile(r"(fall|spring)\b\s*", re.I)
#: A year right after the word: the season ("a fall 2025 release", "a spring '26 launch").
_YEAR_AFTER = re.compile(r"(?:\d{4}|['’]\d{2})\b")


def noun_season(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:end] that are times where it starts with "fall" or
    "spring" as a noun after "a"/"another" ("a fall | at 22:30"): what follows it, or none;
    None where it is no such noun."""
    word = _NOUN_WORD.match(text, start, end)
    if word is None or not _NOUN.search(text, max(0, start - 10), start):
        return None
    if _YEAR_AFTER.match(text, word.end()):
        return None  # "a fall 2025 release": the season of that year
    return [(word.end(), end)] if word.end() < end else []
