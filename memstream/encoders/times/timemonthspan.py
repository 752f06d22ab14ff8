"""The first or last N weeks or days of a month ("the first 3 weeks of august", "the last 10
days of march"), which Duckling reads as the month: the month's first (last) N times seven
days, or N days, as "the first week of April" is its first seven days (tests/data/
timeexpr.md), in the occurrence of the month the sentence's tense picks.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import MONTH

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}
_SPAN = re.compile(
    r"\b(the\s+)?(?P<edge>first|last)\s+(?P<n>two|three|four|five|ten|\d{1,2})\s+"
    rf"(?P<unit>weeks|days)\s+of\s+(?P<month>{MONTH}|may)\b",
    re.I,
)


def _part(o: Occurrence, first: bool, days: int) -> Occurrence:
    if first:
        return Occurrence(o.start, min(o.end, o.start + timedelta(days=days)), "interval", "day")
    return Occurrence(max(o.start, o.end - timedelta(days=days)), o.end, "interval", "day")


def month_spans(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each "the first/last N weeks/days of <month>" in `text`, with its occurrences."""
    out = []
    for m in _SPAN.finditer(text):
        n = m.group("n").lower()
        count = int(n) if n.isdigit() else _COUNTS[n]
        days = count * (7 if m.group("unit").lower() == "weeks" else 1)
        month = f"in {m.group('month')}"  # "in may": the month, not the verb
        items = [it for it in reader.parse(month, wall) if it["end"] - it["start"] == len(month)]
        found = reader.mention(month, m.start(), m.end(), items[0]["value"], wall) if items else []
        if len(found) != 1 or found[0].chosen.grain != "month" or not 0 < days < 28:
            continue
        first = m.group("edge").lower() == "first"
        f = found[0]
        options = tuple(_part(o, first, days) for o in f.occurrences)
        out.append(
            replace(f, text=m.group(0), chosen=_part(f.chosen, first, days), occurrences=options)
        )
    return out
