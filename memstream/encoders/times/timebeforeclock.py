"""A clock time after "before" ("leave before 5", "lanes are free before 9", "no calls before
8am", "be in bed before midnight"): the span up to it (tests/data/timeexpr.md, "before" a
clock time), within its day. Duckling opens it back to year 1, a span that holds every
earlier day and so matches any time asked about; a careful reader means the hours of that
day before it: from the midnight that starts the clock time's day ("sat before 9am", "anytime
before 4": that day's hours up to it). "Before X", X a day, is X (`timelater.before_day`);
"by 6", "till 6", "after 6" are that hour (`timeclock`).
And so the other way: a clock time run on from ("we're open from 8 till late", "i'm around
from 9am on"), which Duckling opens to the year 9999, runs to the end of that clock time's
day; "from tonight on", no clock time, stays open. `timetogether.read_together` asks
`within_day`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, HIGH, LOW, Occurrence, floor

_MINUTE = timedelta(minutes=1)
#: A match that ends in "before" a clock time ("before 9", "anytime before 4", "sat before
#: 9am": Duckling's span up to 09:00 that Saturday, open back to year 1).
_BEFORE_CLOCK = re.compile(
    r"\bbefore\s+(\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?|noon|midnight)$", re.I
)

#: A clock time written in the match ("from 8", "from 9am on", "from 10:30 till late").
_CLOCK = re.compile(r"\b\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?\b|\b(noon|midnight)\b", re.I)
_DAY = timedelta(days=1)


def _bounded(o: Occurrence) -> Occurrence:
    """`o`, open back to year 1, from the midnight that starts the day its end falls in."""
    if o.start != LOW or o.end >= HIGH:
        return o
    return replace(o, start=floor(o.end - _MINUTE, "day"))


def _closed(o: Occurrence) -> Occurrence:
    """`o`, a clock time run on to the year 9999, to the end of the day it starts in."""
    if o.end != HIGH or o.start <= LOW or o.unit not in FINE:
        return o
    return replace(o, end=floor(o.start, "day") + _DAY)


def within_day(found: list[Mention]) -> list[Mention]:
    """The mentions, "before" a clock time from the start of that clock time's day, and a
    clock time run on from to its end."""
    out = []
    for m in found:
        if m.chosen.start == LOW and _BEFORE_CLOCK.search(m.text.strip()):
            chosen = _bounded(m.chosen)
            m = replace(m, chosen=chosen, occurrences=tuple(_bounded(o) for o in m.occurrences))
        elif m.chosen.end == HIGH and m.chosen.unit in FINE and _CLOCK.search(m.text):
            chosen = _closed(m.chosen)
            m = replace(m, chosen=chosen, occurrences=tuple(_closed(o) for o in m.occurrences))
        out.append(m)
    return out
