"""A clock time that a clock's face shows, stuck or stopped, no time of the day it is told
(tests/data/timeexpr.md, "Not dates": counts and measures, other words): "the old clock is
stuck at 10 past 4", "grandad's watch is frozen at 3:15", "the hands are stuck at 12". A
clock, a watch or its hands named before "stuck" or "frozen" in the match's sentence, right
before the match; a time told of something else stays ("the train was stuck at 5 for an
hour"), and so does a clock's event ("my watch died at 3am", "the clock stopped at 4": when
it stopped, maybe).

`timecounts.check` asks `stopped_face`.
"""

from __future__ import annotations

import re

#: A clock's face named, then "stuck" or "frozen" right before the match ("the clock ...
#: stuck at", "its hands are frozen at"); not "hands" of a crew ("all hands is stuck at 10",
#: "hands on deck, stuck at 9") nor "watch" as a verb ("gonna watch the game, we're stuck at 6").
_FACE = re.compile(
    r"(?<!\ball\s)\b(clocks?|watch(?!\s+(out|the|a|an|it|this|that|tv|netflix)\b)|watches|"
    r"hands(?!\s+on\b)|dial)\b[^.!?\n]{0,60}?\b(stuck|frozen)\s+(at|on)\s+$",
    re.I,
)


def stopped_face(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is the time that a stuck or stopped clock shows."""
    at = re.match(r"(at|on)\s+", text[start:end], re.I)  # "stuck | at 10 past 4"
    cut = start + (at.end() if at else 0)
    return _FACE.search(text[max(0, start - 80) : cut]) is not None
