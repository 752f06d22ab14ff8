"""Chat's hedge "like" between "at" or "by" and a clock time ("we'll go the 26th at like 4am",
"back by like 6", "leaving tmrw at like 9"): the time as if said without it, which Duckling
does not read with the hedge in between (it read "4am" alone, or nothing). Not after
"till"/"from", where a number before it would make a range ("ep 12 till like 2am": 2am).
`unhedged` blanks the hedge for Duckling, the same length, so every offset holds and the
mention keeps its words as written ("the 26th at like 4am").
"""

from __future__ import annotations

import re

#: "like" after "at" or "by" and before a number.
_HEDGE = re.compile(r"\b(?:at|by)\s+(like)\s+(?=\d)", re.I)


def unhedged(text: str) -> str:
    """`text` with each hedge "like" before a clock time blanked (for Duckling)."""
    return _HEDGE.sub(lambda m: m.group(0).replace(m.group(1), " " * len(m.group(1))), text)
