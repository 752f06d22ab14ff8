"""A preposition glued to a word before it by a hyphen is part of a noun, no preposition
("a run-through", "the walk-through", "a drive-thru"): Duckling reads "through sun 2pm" in
"choir run-through sun 2pm" as a stretch up to Sunday 14:00 open back to the first year
(tests/data/timeexpr.md: "through X" with no start is X, but here there is no "through").
`TimeResolver.parse` blanks such a word (spaces, the same length: every offset holds) in
what it hands Duckling, so the day after it is read alone ("sun 2pm"); the rules after it
still see the word ("walk-through sat at 3": "sat" after "through" is the day).
"""

from __future__ import annotations

import re

#: "through"/"thru" right after a hyphen and a word ("run-through", "walk-thru").
_GLUED = re.compile(r"(?<=[A-Za-z]-)(through|thru)\b", re.I)


def unglued(text: str) -> str:
    """`text` with each "through" or "thru" glued by a hyphen to the word before it as
    spaces."""
    return _GLUED.sub(lambda m: " " * len(m.group(0)), text)
