"""A weekday cut short that is an acronym in capitals after a determiner ("sitting her SAT on
june 5", "her SAT in may", "my SUN story"), a qualifier between them or none ("taking the
real SAT oct 4", "my first SAT", "the official SAT"): the word, not the day (tests/data/
timeexpr.md, not dates: "the SAT"); the time after it stays ("on june 5"). Duckling
reads "SAT on june 5" as one match, the Saturday that 5 June is. A day in capitals with
nothing before it that owns it ("SAT AT 5", "see you SAT") keeps its reading.

`timematchparts.parts` asks `after_acronym`.
"""

from __future__ import annotations

import re

#: A weekday's short form in capitals heading a match, and the space after it.
_ACRONYM = re.compile(r"^(SAT|SUN|WED|MON)\b\s*")
#: A determiner right before it, or a determiner and a word that qualifies a test or a sitting
#: of it ("the real SAT", "her second SAT"): the thing's name ("the SAT", "her SATs").
_OWNED = re.compile(
    r"\b(the|my|your|his|her|our|their|a|an)\s+((real|actual|official|final|mock|practice|"
    r"first|second|third|next|last|new)\s+)?$",
    re.I,
)


def after_acronym(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after an acronym that heads it, none if
    nothing follows it; None if no acronym heads it."""
    head = _ACRONYM.match(text[start:stop])
    if head is None or not _OWNED.search(text[max(0, start - 20) : start]):
        return None
    return [(start + head.end(), stop)] if head.end() < stop - start else []
