"""A phrasal verb's "in" before "N days ago" ("the application went in 3 days ago", "we
moved in 2 weeks ago", "she checked in an hour ago"): Duckling reads "in 3 days" as well as
"3 days ago", and the first, longer match would win; the "in" is the verb's, so the time is
the one "ago" ends. `timematchparts.parts` asks `in_before_ago`.
"""

from __future__ import annotations

import re

#: "in" a count of units, the whole match ("in 3 days", "in an hour", "in two weeks").
_IN_COUNT = re.compile(r"^in\s+(\d+|a|an|[a-z]+)\s+[a-z]+$", re.I)
_AGO = re.compile(r"^\s+ago\b", re.I)


def in_before_ago(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is "in" a count of units right before "ago"."""
    return bool(_IN_COUNT.match(text[start:end]) and _AGO.match(text[end : end + 10]))
