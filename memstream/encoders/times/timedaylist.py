"""Weekdays in a row before the week they are in: "wed thurs fri next week", "mon, tue and
wed this week": one span from the first day to the end of the last, in that week (as two
days of the month in a row are, tests/data/timeexpr.md); days apart ("mon wed fri next
week") are left as Duckling reads them.
"""

from __future__ import annotations

import itertools
import re
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY, weekday_number

_DAY = rf"({WEEKDAY})\b"
_LIST = re.compile(
    rf"\b{_DAY}((\s*,\s*|\s+)(and\s+|&\s+)?{_DAY}){{1,5}}\s+(?=(next|this)\s+week\b)", re.I
)


def _span(week: Occurrence, first: int, last: int) -> Occurrence:
    start = week.start + timedelta(days=first)
    return Occurrence(start, week.start + timedelta(days=last + 1), "interval", "day")


def _monday(o: Occurrence) -> Occurrence:
    start = o.start - timedelta(days=o.start.weekday())
    return Occurrence(start, start + timedelta(days=7), "week", "week")


def _week(found: list[Mention], at: int) -> tuple[Occurrence, list[Occurrence]] | None:
    """The week read at `at` ("next week"), or through the last day Duckling joined to it
    ("saturday next week")."""
    for f in found:
        if f.start == at and f.chosen.grain == "week":
            return f.chosen, list(f.occurrences)
        if f.start < at < f.end and f.chosen.grain == "day":
            return _monday(f.chosen), [_monday(o) for o in f.occurrences]
    return None


def day_lists(text: str, found: list[Mention]) -> list[Mention]:
    """`found` with each list of weekdays in a row before "next/this week" read as one span
    in that week, the week and the days Duckling read in it replaced."""
    out = list(found)
    for m in _LIST.finditer(text):
        days = [weekday_number(w) for w in re.findall(_DAY, m.group(0), re.I)]
        if any(b != a + 1 for a, b in itertools.pairwise(days)):
            continue
        tail = re.match(r"\w+\s+week", text[m.end() :])
        week = _week(found, m.end())
        if week is None or tail is None:
            continue
        hi = m.end() + tail.end()
        chosen = _span(week[0], days[0], days[-1])
        options = tuple(_span(o, days[0], days[-1]) for o in week[1])
        lo = m.start()
        out = [f for f in out if not (f.start < hi and lo < f.end)]
        out.append(Mention(text[lo:hi], lo, hi, chosen, options))
    return sorted(out, key=lambda f: f.start)
