""" "Late" that is being late, before a time ("stream's running late tonight", "the bus is
late today"): the time alone, not the late part of it (tests/data/timeexpr.md, parts of the
day: "tonight" is 18:00-24:00).

Duckling reads "late tonight" as the late evening (21:00-24:00); after a verb of running or
being ("running late", "is late", "we're late"), "late" says someone is behind time, and
the time that follows is the whole of it. "see you late tonight", "late tomorrow morning"
keep Duckling's reading, and so does a month after it ("the move is late june", "we're
late may this year": the month's last third, a part of the month, no one behind time).

`timecounts.check` asks `cut`, with the other words it cuts off a match.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTHS

_LATE = re.compile(r"^late\s+(?=\S)", re.I)
#: A verb of running or being right before "late" ("running late", "is late", "we're late").
_BEHIND = re.compile(
    r"\b(running|run|runs|ran|is|am|are|was|were|be|been|being|['’]s|['’]m|['’]re)\s+$", re.I
)


def cut(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The time after "late" that is being late ("running late | tonight"), None if the match
    text[start:end] is no such "late"."""
    m = _LATE.match(text[start:end])
    if m is None or not _BEHIND.search(text[max(0, start - 12) : start]):
        return None
    after = text[start + m.end() : end].split()
    if after and after[0].lower().rstrip(".,") in MONTHS:
        return None  # "is late june": a part of the month
    return [(start + m.end(), end)]
