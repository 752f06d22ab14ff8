"""A clock time after "before" ("leave before 5", "lanes are free before 9", "no calls before
8am", "be in bed before midnight"): the span up to it (tests/data/timeexpr.md, "before" a
clock time), within its day. Duckling opens it back to year 1, a span that holds every
earlier day and so matches any time asked about; a careful reader means the hours of that
day before it: from the midnight that starts the clock time's day ("sat before 9am", "anytime
before 4": that day's hours up to it). "Before X", X a day, is X (`timelater.before_day`);
"by 6", "till 6", "after 6" are that hour (`timeclock`).
`timetogether.read_together` asks `within_day`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import HIGH, LOW, Occurrence, floor

_MINUTE = timedelta(minutes=1)
#: A match that ends in "before" a clock time ("before 9", "anytime before 4", "sat before
#: 9am": Duckling's span up to 09:00 that Saturday, open back to year 1).
_BEFORE_CLOCK = re.compile(
    r"\bbefore\s+(\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?|noon|midnight)$", re.I
)


def _bounded(o: Occurrence) -> Occurrence:
    """`o`, open back to year 1, from the midnight that starts the day its end falls in."""
    if o.start != LOW or o.end >= HIGH:
        return o
    return replace(o, start=floor(o.end - _MINUTE, "day"))


def within_day(found: list[Mention]) -> list[Mention]:
    """The mentions, "before" a clock time from the start of that clock time's day."""
    out = []
    for m in found:
        if m.chosen.start == LOW and _BEFORE_CLOCK.search(m.text.strip()):
            chosen = _bounded(m.chosen)
            m = replace(m, chosen=chosen, occurrences=tuple(_bounded(o) for o in m.occurrences))
        out.append(m)
    return out
