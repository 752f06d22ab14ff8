"""Meals, which are not parts of the day (tests/data/timeexpr.md, parts of the day: morning,
afternoon, evening, night): Duckling read "lunch" beside a day as 12:00-14:00 ("tmrw at
lunch", "sun lunch", "at lunch on friday") and "lunchtime" as no time. A day with its
lunch is that day ("renewing tmrw at lunch" is tomorrow), as "friday at lunchtime" was, and
the mention is the day's words alone; "lunch" alone was no time already. So is a day
"after lunch" ("after lunch tmrw" is tomorrow), which Duckling ran from 12:00 to the end of
time. A clock time beside it ("lunch at 1 tomorrow") is read as before.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_LEAD = r"(?:at|for|over|during|around|about|by|after)\s+"
#: "lunch" (and the word that puts the day at it) at the end or the start of a mention.
_TAIL = re.compile(rf"[\s,]+(?:{_LEAD})?lunch$", re.I)
_HEAD = re.compile(rf"^(?:{_LEAD})?lunch[\s,]+", re.I)


def _lunch(o: Occurrence) -> bool:
    """Whether `o` is Duckling's lunch, 12:00-14:00 on one day, or the time after it, from
    12:00 on with no end."""
    length = o.end - o.start
    at_noon = (o.start.hour, o.start.minute) == (12, 0)
    return at_noon and (length == timedelta(hours=2) or length > timedelta(days=365))


def _day(o: Occurrence) -> Occurrence:
    start = o.start.replace(hour=0)
    return Occurrence(start, start + timedelta(days=1), "day", "day")


def lunch_days(kept: list[Mention]) -> list[Mention]:
    """`kept` with each day read at its lunch as the day, its mention without the meal."""
    out = []
    for m in kept:
        tail, head = _TAIL.search(m.text), _HEAD.search(m.text)
        days = [m.chosen, *m.occurrences]
        if (tail is None and head is None) or not all(_lunch(o) for o in days):
            out.append(m)
            continue
        lo = head.end() if head else 0
        hi = tail.start() if tail else len(m.text)
        out.append(
            replace(
                m,
                text=m.text[lo:hi],
                start=m.start + lo,
                end=m.start + hi,
                chosen=_day(m.chosen),
                occurrences=tuple(_day(o) for o in m.occurrences),
            )
        )
    return out
