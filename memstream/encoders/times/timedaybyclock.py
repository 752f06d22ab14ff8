"""Tonight and "by" a clock time that ends its part ("bring it tonight by 10:30"),
which Duckling read as the open interval from the moment it was said to the clock time: the
clock time on that part of the day, as "tonight at 10:30" is (tests/data/timeexpr.md,
ranges: "by X" is X). A named day and "by" a clock time ("tomorrow by 10:30") Duckling
read as that day's clock time already.

`by_as_at` writes "by" as "at" for Duckling, the same length, so every offset holds; the
mention keeps its words as written ("tonight by 10:30").
"""

from __future__ import annotations

import re

#: Tonight, then "by" (the group) before a clock time that ends its part (not a count:
#: "tonight by 2 people had left"); not a margin ("we won tonight by 3", `_by_as_at`).
_PART_BY = re.compile(
    r"\b(?:tonight|tonite|2nite)\s+(by)(?=\s+\d{1,2}(?::[0-5]\d)?(?:\s*[ap]\.?m\b\.?)?(?!\s*\w))",
    re.I,
)

#: A margin's verb right before tonight ("we won tonight by 3"): "by" is how much.
_MARGIN = re.compile(
    r"\b(win|wins|won|lose|loses|lost|beat|beats|lead|leads|led|trail|trails|trailed)\s+$", re.I
)


def by_as_at(text: str) -> str:
    """`text` with "by" after tonight and before a clock time as "at" (for Duckling)."""
    return _PART_BY.sub(lambda m: _by_as_at(text, m), text)


def _by_as_at(text: str, m: re.Match[str]) -> str:
    """The match `m` with its "by" as "at", unless a margin's verb is right before ("we won
    tonight by 3", "lost tonight by 12": how much)."""
    if _MARGIN.search(text[: m.start()]):
        return m.group(0)
    return m.group(0)[: m.start(1) - m.start()] + "at"
