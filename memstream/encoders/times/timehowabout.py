""" "How about the 21st", "what about friday": a proposal, the time offered ahead
(`tensequestions.proposal`), whose "about" is the question's, no "approximately" (Duckling
reads "about the 21st" as one match). `timematchparts.parts` asks `after_how_about` for the
time alone ("the 21st"); "it happened about the 21st" keeps Duckling's match, and so does a
number ("how about 10 tomorrow"). A day of the month offered so is introduced (`timefilter`:
"how about the 12th then"), and so is a weekday cut short (`timeabbrev`: "how about sat?").
"""

from __future__ import annotations

import re

#: "how"/"what" right before the match, which starts with "about" ("how | about the 21st").
_ASKED = re.compile(r"\b(how|what)\s+$", re.I)
_ABOUT = re.compile(r"^(a?bout|abt)\s+(?=[^\s\d])", re.I)
_OFFERED = re.compile(r"\b(how|what)\s+(a?bout|abt)\s+$", re.I)


def offered(text: str, start: int) -> bool:
    """Whether "how about" or "what about" ("how bout", "what abt") comes right before
    text[start:]."""
    return bool(_OFFERED.search(text[max(0, start - 16) : start]))


def after_how_about(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The time alone in Duckling's "about X" after "how"/"what" ("how about the 21st": the
    21st); None for any other match, and for a clock time ("how about 10 tomorrow": the filter
    reads a number alone after "about" as a count)."""
    m = _ABOUT.match(text[start:end])
    if m is None or not _ASKED.search(text[max(0, start - 10) : start]):
        return None
    return [(start + m.end(), end)]
