""" "N years ago today" ("3 years ago today we brought him home", "a year ago yesterday",
"two months ago today"): the day N units before today (yesterday, tomorrow), that date's
anniversary, not the whole year (month) that "N years ago" alone is (tests/data/timeexpr.md:
"N units ago" is the calendar unit holding that moment; "today" pins its day). Duckling reads
the two apart; they become one mention of a day. A day a leap year lacks falls on the month's
last day ("a year ago today", said on 29 February, is 28 February).

`timetogether.read_together` asks `ago_today`.
"""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timenumberwords import NUMBER_ALT, NUMBER_WORDS
from memstream.encoders.times.timerules import Occurrence

#: "N units ago" alone, as Duckling matches it ("3 years ago", "a year ago").
_AGO = re.compile(
    rf"^(?P<n>\d{{1,3}}|a|an|{NUMBER_ALT})\s+(?P<unit>day|week|month|year)s?\s+ago$", re.I
)
#: The gap between the two: spaces on one line ("3 years ago\ntoday i'm packing" is two
#: lines, each its own time).
_SPACE = re.compile(r"[ \t]*")
#: The day right after it that the count is from.
_DAYS = frozenset({"today", "yesterday", "tomorrow"})


def _back(day: datetime, n: int, unit: str) -> datetime:
    """`day` moved back `n` units, on the same day of the month (its last, if shorter)."""
    if unit in ("day", "week"):
        return day - timedelta(days=n * (7 if unit == "week" else 1))
    months = day.year * 12 + day.month - 1 - n * (12 if unit == "year" else 1)
    year, month = divmod(months, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return day.replace(year=year, month=month + 1, day=min(day.day, last))


def ago_today(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each "N units ago" right before "today" ("yesterday", "tomorrow") on its
    line joined with it: one day, N units before that day."""
    out: list[Mention] = []
    for m in kept:
        prev = out[-1] if out else None
        ago = _AGO.match(prev.text) if prev is not None else None
        gap = text[prev.end : m.start] if prev is not None else ""
        day = m.chosen
        if prev is None or ago is None or not _SPACE.fullmatch(gap) or m.text.lower() not in _DAYS:
            out.append(m)
            continue
        word = ago.group("n").lower()
        n = int(word) if word.isdigit() else NUMBER_WORDS.get(word, 1)
        try:
            start = _back(day.start, n, ago.group("unit").lower())
        except ValueError:  # past year 1
            out.append(m)
            continue
        one = Occurrence(start, start + timedelta(days=1), "day", "day")
        out[-1] = Mention(text[prev.start : m.end], prev.start, m.end, one, ())
    return out
