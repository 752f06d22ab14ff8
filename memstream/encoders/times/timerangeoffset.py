"""A range of whole days as the date that "the unit before/after" and "N units before/after"
are read against (tests/data/timeexpr.md, read against a date named before it): "after" runs
from its last day, "before" from its first ("the ferry's 12-15 may, the day after" is 16 May;
"we're away 3-9 aug, book the vet for the week before" is the week of 3 August's week before;
"you take 1-7 dec, I'll do the week after" is the week of 8 December). Only a range of two
to 31 whole days: a range of hours ("9-5 on friday") is `timedateoffset.offsets`' own, and a
longer stretch ("march to june") is no date to count from.
"""

from __future__ import annotations

from datetime import timedelta

from memstream.encoders.times.timerules import HIGH, LOW, Occurrence

_DAY = timedelta(days=1)


def days_range(o: Occurrence) -> bool:
    """Whether `o` is a range of two to 31 whole days."""
    if o.grain != "interval" or o.start <= LOW or o.end >= HIGH:
        return False
    whole = all(t.hour == t.minute == t.second == t.microsecond == 0 for t in (o.start, o.end))
    return whole and 2 * _DAY <= o.end - o.start <= 31 * _DAY


def edge(o: Occurrence, n: int) -> Occurrence:
    """The day of the range `o` that a shift of `n` units counts from (its last day after,
    its first before); `o` itself when it is no range of whole days."""
    if not days_range(o):
        return o
    day = o.end - _DAY if n > 0 else o.start
    return Occurrence(day, day + _DAY, "day", "day")
