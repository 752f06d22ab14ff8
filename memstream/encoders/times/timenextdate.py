"""A date with "next" before its month ("next march 14th", "next oct 2nd"), which Duckling
reads as "next march", the month, and drops the day after it: that day of the month "next"
names ("let's do it again next march 14th" said on 14 March 2026 is 14 March 2027).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_NEXT_MONTH = re.compile(r"^next\s+[a-z]{3,9}\.?$", re.I)
_DAY_AFTER = re.compile(r"\s+(\d{1,2})(st|nd|rd|th)?\b(?![:.]\d|\s*(am|pm|%))", re.I)


def next_month_days(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions with each "next <month>" that a day of the month follows read as
    that day."""
    out = []
    for m in found:
        day = _DAY_AFTER.match(text, m.end) if _NEXT_MONTH.match(m.text) else None
        if day is None or m.chosen.grain != "month":
            out.append(m)
            continue
        try:
            start = m.chosen.start.replace(day=int(day.group(1)))
        except ValueError:
            out.append(m)
            continue
        o = Occurrence(start, start + timedelta(days=1), "day", "day")
        whole = text[m.start : day.end()]
        out.append(replace(m, text=whole, end=day.end(), chosen=o, occurrences=()))
    return out
