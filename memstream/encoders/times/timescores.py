"""Set scores, two or more in a row ("won 7-5 6-2", "lost 3-6, 6-4, 6-2"), which Duckling
reads in part as a clock time ("5 6-2" at 17:00): counts (tests/data/timeexpr.md, "Not
dates": "3-1"); not a range of hours after a day or a word of being free ("sat 2-4 3-5",
"free 2-4"). A match that runs on past them keeps what follows ("beat them 6-1 6-0 | on
sunday"). `timecounts.check` asks `set_scores`.
"""

from __future__ import annotations

import re

_SCORE = r"\d{1,2}\s?[-\u2013]\s?\d{1,2}"
_SETS = re.compile(rf"(?<![\d:/-]){_SCORE}(,?\s+{_SCORE})+(?![\d:/-])")
_DAY_BEFORE = re.compile(
    r"\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|today|tomorrow|tmrw|tonight|"
    r"[a-z]+day|at|from|between|free|busy)\s+$",
    re.I,
)
_JOINING = frozenset(" \t\n,.;:!?-\u2013")


def set_scores(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:end] left when it overlaps set scores (none, or
    what follows them); None when it overlaps none."""
    for m in _SETS.finditer(text):
        if m.start() < end and start < m.end():
            if _DAY_BEFORE.search(text[max(0, m.start() - 12) : m.start()]):
                return None  # "sat 2-4 3-5": hours
            rest = m.end()
            while rest < end and text[rest] in _JOINING:
                rest += 1
            return [(rest, end)] if rest < end else []
    return None
