""" "sun" after "to" a verb of moving a date has moved something to ("the shoot got moved to
sun, golden hour's at 6", "shift the second dose to sun.", "they bumped my shift to sun at
6"): the day a plan goes to (tests/data/timeexpr.md, "not dates": "moved to wed" is the day),
not the weather "hoping for sun" names. Only where the day ends its part (a comma, a stop, an
emoji, the end) or a clock time follows, so not a noun "sun" heads ("switched to sun cream"),
nor a list of what something is ("moved to sun, sea and sand"), nor the sun with its article
("moved the pots to the sun": the match is no "sun" cut short). `timeabbrev.day_introduced`
asks `moved_to_sun`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timemovedto import moving
from memstream.encoders.times.timephrases import _clause_before

#: What follows the day: the end, a stop, a comma, an emoji, or "at" a clock time.
_ENDS = re.compile(r"^sun\.?\s*($|[^\w\s'’&+-]|at\s+\d)", re.I)
#: A list of what something is after "sun,": "sun, sea and sand".
_NOUN_LIST = re.compile(r"^sun\s*,\s*[a-z]+\s*(,|and\b|&|\+)", re.I)


def moved_to_sun(text: str, start: int) -> bool:
    """Whether the "sun" at `start`, after "to", is the day a verb of moving in its clause
    moves a plan to (see the module's docstring)."""
    rest = text[start : start + 40]
    if not _ENDS.match(rest) or _NOUN_LIST.match(rest):
        return False
    words = re.findall(r"[a-z]+", _clause_before(text, start).lower())
    return any(moving(w) for w in words)
