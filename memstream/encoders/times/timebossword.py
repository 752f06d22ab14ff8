"""The bare word "boss" beside a part of the day ("morning boss, the tank is here", "night
boss", "the boss in the morning"): a person, often the one greeted, not Boss's Day, which
Duckling reads it as when a part of the day is glued to it (16 October). Only "boss's day"
(also "bosses day", "boss day") names the day (tests/data/timeexpr.md, "Not dates": names,
titles and other words). The part of the day is read again alone: a greeting's "morning"
names no time, "in the morning" is one. `timefilter._cut` asks `cut`.
"""

from __future__ import annotations

import re

_BOSS = re.compile(r"\bboss(es)?\b(?!'?s?'?\s*day\b)", re.I)


def cut(body: str) -> tuple[int, int] | None:
    """The part of the match `body` left when a bare "boss" at its edge is cut off
    ("morning | boss", "boss | in the morning"); None when it holds no such word."""
    m = _BOSS.search(body)
    if m is None:
        return None
    head, tail = body[: m.start()].rstrip(), body[m.end() :]
    if head and not tail.strip():
        return (0, len(head))
    if tail.strip() and not head:
        return (len(body) - len(tail.lstrip()), len(body))
    return None
