"""The first, second, ..., last weekend of a month ("the regatta was the second weekend of
may", "we're away the last weekend of july"), which Duckling reads as "the second"
and "weekend of may" apart: the month's nth Saturday and the Sunday after it, or the
last Sunday of the month and the Saturday before it (tests/data/timeexpr.md: a weekend is
Saturday and Sunday; "the first/last week of April" are the month's first/last seven days,
and a weekend is its first or last whole one). A recurring mention, each reading a year
apart around the reference, so that the sentence's tense picks one; with a year written
("the first weekend of october 2027"), that year's only. They replace Duckling's matches
that overlap them (`TimeResolver.mentions`).
"""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_MONTHS = {
    name: k
    for k in range(1, 13)
    for name in (calendar.month_name[k].lower(), calendar.month_abbr[k].lower())
} | {"sept": 9}
_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4}
_NTH |= {"4th": 4, "last": -1, "final": -1}
_WEEKEND = re.compile(
    r"\b(the\s+)?(?P<nth>" + "|".join(_NTH) + r")\s+(weekend|wknd|wkend)\s+(of|in)\s+"
    r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\b\.?"
    r"(\s+(?P<year>(19|20)\d\d)\b)?",
    re.I,
)
_SATURDAY = 5


def _weekend(year: int, month: int, nth: int) -> Occurrence | None:
    """The nth weekend of the month (-1: the last), Saturday to Monday, half-open."""
    days = calendar.monthrange(year, month)[1]
    if nth > 0:
        first = (_SATURDAY - datetime(year, month, 1).weekday()) % 7 + 1
        saturday = first + 7 * (nth - 1)
        if saturday > days:
            return None
    else:
        last_sunday = days - (datetime(year, month, days).weekday() - 6) % 7
        saturday = last_sunday - 1
    start = datetime(year, month, 1) + timedelta(days=saturday - 1)
    return Occurrence(start, start + timedelta(days=2), "interval", "day")


def nth_weekends(text: str, wall: datetime) -> list[Mention]:
    """Each "the nth/last weekend of <month>" in `text`, read around `wall`."""
    out = []
    for m in _WEEKEND.finditer(text):
        month, nth = _MONTHS[m.group("month").lower()], _NTH[m.group("nth").lower()]
        written = m.group("year")
        years = [int(written)] if written else [wall.year - 1, wall.year, wall.year + 1]
        found = [o for y in years if (o := _weekend(y, month, nth)) is not None]
        if not found:
            continue
        chosen = next((o for o in found if o.end > wall), found[-1])
        body = m.group(0).rstrip(".")
        out.append(Mention(body, m.start(), m.start() + len(body), chosen, tuple(found)))
    return out
