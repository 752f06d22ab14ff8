"""A day of the month alone a week or less after a date in a named month that one arrives on
or that something begins on, its number below the date's, in a list after it ("movers come
the 28th of may, flight on the 1st, first day the 5th", said in April: 1 and 5 June, not 1
and 5 May): the list goes on from the date, so the day is the first of its number after
it, in the next month (tests/data/timeexpr.md: a recurring mention names the occurrence the
sentence talks about). A day after another already read so ("..., first day the 5th") goes on
from that one. The date must still be ahead; a day further off ("..., fee due the 20th")
keeps its own reading, and so does a day after a date no one arrives on
(`timemonthdays.around_range` asks this where the day in the date's own month would not do),
and a day whose own clause is no step of the list (`goes_on`): one told as past ("my cousin
comes june 30, her birthday was the 2nd") or a payment falling due, a monthly day of its own
("we fly out dec 28, rent is due the 1st", "movers come may 28, i pay the deposit on the 1st",
said weeks before: the nearest 1st).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

#: A clause told as past, or of a payment falling due: no step of the list after the date.
_OWN_DAY = re.compile(
    r"\b(was|were|had|did|due|owed?|pay|pays|paying|paid|payday|paycheck|rent|bills?|deposit)\b",
    re.I,
)

#: How many days after the date (or the day before it in the list) the day may lie.
_AFTER = 7


def _next_day(o: Occurrence, day: int, like: Occurrence) -> Occurrence | None:
    """The first day numbered `day` after the start of `o`, as long as `like`."""
    start = o.start.replace(hour=0, minute=0, second=0, microsecond=0)
    for _ in range(_AFTER):
        start += timedelta(days=1)
        if start.day == day:
            return Occurrence(start, start + (like.end - like.start), like.grain, like.unit)
    return None


def goes_on(clause: str) -> bool:
    """Whether the words before a day alone in its clause, after the date, may be a step of
    the list after the date: not told as past, no payment falling due."""
    return _OWN_DAY.search(clause) is None


def wrapped(out: list[Mention], k: int, date: Mention, day: int, wall: datetime) -> Mention:
    """The mention at `k`, the day `day` alone after `date` (a date in a named month that one
    arrives on or that begins something), read as the first such day a week or less after
    the date, or after the day alone right before it already read so; itself otherwise."""
    days, prev = out[k], out[k - 1]
    ref = prev if prev is not date and prev.anchor == date.start else date
    nearest = min(date.occurrences, key=lambda o: abs(o.start - wall))
    if nearest.start < wall:
        return days
    chosen = _next_day(ref.chosen, day, days.chosen)
    if chosen is None:
        return days
    options = [_next_day(o, day, days.chosen) for o in ref.occurrences]
    if None in options:
        return days
    opts = tuple(o for o in options if o is not None)
    return replace(days, chosen=chosen, occurrences=opts, anchor=date.start)
