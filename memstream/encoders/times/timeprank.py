""" "April fool(s)" as the prank, not the day: after an article ("not an april fools", "is
this an april fool?") or before a noun of a joke ("the april fools prank was lame", "an
april fool's joke"): a thing played, no date (tests/data/timeexpr.md, not dates: a holiday
as a noun's attribute, "a Christmas sweater"). The day itself ("happy april fools",
"what's planned for april fools day") keeps its reading.

`timematchparts.parts` asks `prank`.
"""

from __future__ import annotations

import re

_FOOL = re.compile(r"^april\s+fool(s|'s|’s|s'|s’)?(\s+day)?$", re.I)
#: An article or a determiner of a thing right before it ("an april fools").
_ARTICLE = re.compile(r"\b(a|an|another|no|some|any)\s+$", re.I)
#: A noun of a joke right after it ("april fools prank").
_JOKE = re.compile(r"^\s+(prank|pranks|joke|jokes|trick|tricks|gag|gags|post|email|stunt)\b", re.I)


def prank(text: str, start: int, stop: int) -> bool:
    """Whether the match text[start:stop] is "april fool(s)" the prank."""
    if not _FOOL.match(text[start:stop]):
        return False
    return bool(_ARTICLE.search(text[max(0, start - 10) : start]) or _JOKE.match(text[stop:]))
