"""A part of a month named by "next/last/this month" ("the end of next month", "early last
month", "the start of this month"), which Duckling reads as the whole month: the month's
thirds, as "early/mid/late May" and "the end of March" are (tests/data/timeexpr.md, parts
of the day and of the month): the start, the beginning or early are days 1-10, the middle
or mid days 11-20, the end or late day 21 to the month's end. The mention grows to hold the
words of the part, as written.

`timetogether.read_together` asks `month_parts`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_RELATIVE_MONTH = re.compile(r"(next|last|this|the\s+following|the\s+previous)\s+month", re.I)
#: The words of a part right before the month ("the end of ", "early ", "mid-").
_PART_BEFORE = re.compile(
    r"\b(((the\s+)?(very\s+)?(end|start|beginning|middle)\s+of\s+)|(early|late|mid)[\s-]+)$",
    re.I,
)
#: The first day of each third and the day after it ends (None: the next month's first).
_THIRDS = {"early": (1, 11), "mid": (11, 21), "late": (21, None)}
_PART_THIRD = {
    "start": "early",
    "beginning": "early",
    "early": "early",
    "middle": "mid",
    "mid": "mid",
    "end": "late",
    "late": "late",
}


def _third(month: Occurrence, part: str) -> Occurrence:
    first, after = _THIRDS[_PART_THIRD[part]]
    start = month.start.replace(day=first)
    end = month.end if after is None else month.start.replace(day=after)
    return Occurrence(start, end, "interval", "day")


def month_parts(text: str, kept: list[Mention]) -> list[Mention]:
    """The mentions with "next/last/this month" after the words of a part of it read as that
    third of the month ("the end of next month": its days 21 to the end)."""
    out = []
    for m in kept:
        part = _PART_BEFORE.search(text, max(0, m.start - 30), m.start)
        o = m.chosen
        whole = o.end - o.start >= timedelta(days=28) and o.start.day == 1
        if part is None or m.occurrences or not whole or not _RELATIVE_MONTH.fullmatch(m.text):
            out.append(m)
            continue
        word = (part.group(5) or part.group(6)).lower()
        out.append(
            replace(m, text=text[part.start() : m.end], start=part.start(), chosen=_third(o, word))
        )
    return out
