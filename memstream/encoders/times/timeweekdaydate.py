"""A weekday and a bare day of the month after it, no ordinal suffix ("can we move it to thu
18?", "the dentist on wed 17", "fri 23 works"): that date, the day of that number which falls on
that weekday (tests/data/timeexpr.md: a date without a year is the occurrence the sentence
talks about). Duckling reads the weekday alone and drops the number. Only a number from 13
to 31, which no 12-hour clock reads ("sat 10" may be ten o'clock), not glued to a unit, a
clock or a range ("wed 16:00", "sat 14-16", "fri 15h"), nor before a noun ("mon 14 people
came": a count), and only where such a date lies
within some months of the moment said; the readings are each such date there, for the tense
to choose.

`timeexpr.TimeResolver.mentions` asks `weekday_dates`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY, weekday_number

_DATE = re.compile(
    rf"\b(?P<wd>{WEEKDAY})\.?\s+(?P<day>1[3-9]|2\d|3[01])\b"
    r"(?!\s*(st|nd|rd|th|[:.]\d|[ap]\.?m\b|h\b|hrs?\b|[-\u2013/%]|\d))",
    re.I,
)
#: How far from the moment said the dates are looked for.
_REACH = timedelta(days=200)
_DAY = timedelta(days=1)


def _dates(weekday: int, day: int, wall: datetime) -> list[Occurrence]:
    out = []
    year, month = wall.year, wall.month
    for step in range(-7, 8):
        y, m = divmod(month - 1 + step, 12)
        try:
            d = datetime(year + y, m + 1, day)
        except ValueError:
            continue  # no 31st in that month
        if d.weekday() == weekday and abs(d - wall) <= _REACH:
            out.append(Occurrence(d, d + _DAY, "day", "day"))
    return out


def weekday_dates(text: str, wall: datetime) -> list[Mention]:
    """Each weekday with a bare day of the month after it in `text`, as that date."""
    out = []
    for m in _DATE.finditer(text):
        found = _dates(weekday_number(m.group("wd")), int(m.group("day")), wall)
        if not found or noun_follows(text, m.end()):  # "mon 14 people came": a count
            continue
        ahead = [o for o in found if o.end > wall]
        out.append(Mention(m.group(0), m.start(), m.end(), (ahead or found)[0], tuple(found)))
    return out
