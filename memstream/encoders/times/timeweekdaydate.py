"""A weekday and a bare day of the month after it, no ordinal suffix ("can we move it to thu
18?", "the dentist on wed 17", "fri 23 works"): that date, the day of that number which falls on
that weekday (tests/data/timeexpr.md: a date without a year is the occurrence the sentence
talks about). Duckling reads the weekday alone and drops the number. Only a number from 13
to 31, which no 12-hour clock reads ("sat 10" may be ten o'clock), not glued to a unit, a
clock or a range ("wed 16:00", "sat 14-16", "fri 15h"), nor before a noun ("mon 14 people
came": a count), and only where such a date lies
within some months of the moment said; the readings are each such date there, for the tense
to choose. So too a weekday and its day as an ordinal ("took fri the 10th off", "we went
to paris friday the 10th"), which Duckling reads as the next such date whatever the tense:
each such date within three months, not one Duckling reads whole with a month, a clock time
or another day ("fri 10th april", "6pm on friday the 12th", "from fri 24th to sun 26th").

`timeexpr.TimeResolver.mentions` asks `weekday_dates`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeneighbours import day_off, noun_follows
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import MONTH, WEEKDAY, weekday_number

_DATE = re.compile(
    rf"\b(?P<wd>{WEEKDAY})\.?\s+(?P<day>1[3-9]|2\d|3[01])\b"
    r"(?!\s*(st|nd|rd|th|[:.]\d|[ap]\.?m\b|h\b|hrs?\b|[-\u2013/%]|\d))",
    re.I,
)
#: A weekday and its day of the month as an ordinal ("fri the 10th", "friday 10th").
#: Not before its month, a clock time or another day read with it ("fri 10th april", "wed 11th
#: by 5pm", "sat 9th and sun 10th", "thurs 24th 7pm", "sat 9th 10:30"): Duckling's whole.
_ORDINAL = re.compile(
    rf"\b(?P<wd>{WEEKDAY})\.?,?\s+(the\s+)?(?P<day>[1-9]|[12]\d|3[01])(st|nd|rd|th)\b"
    rf"(?!\s*,?\s*({MONTH}|by|at|from|@|before|after|to|till|until|thru|through|and|or|of"
    r"|[-&\u2013\d])(?!\w)|\s+\d{1,2}([:.]\d{2})?\s*[ap]\.?m\b|\s+\d{1,2}:\d{2}\b)",
    re.I,
)
#: Before an ordinal's weekday, what reads it with another time, Duckling's whole ("from fri
#: 24th to sun 26th", "6pm on friday the 12th").
_JOINED_BEFORE = re.compile(
    r"(\b(from|to|till|til|until|thru|through|between|and|or)|[-&\u2013]|"
    r"(\d|\d\s*[ap]\.?m\.?|\b(noon|midnight))\s+on)\s*$",
    re.I,
)
#: How far from the moment said the dates are looked for; an ordinal's, nearer ("got mon the
#: 20th off", said on 15 April, is the 20th of April, not of last October).
_REACH = timedelta(days=200)
_ORDINAL_REACH = timedelta(days=92)
_DAY = timedelta(days=1)


def _dates(weekday: int, day: int, wall: datetime, reach: timedelta = _REACH) -> list[Occurrence]:
    out = []
    year, month = wall.year, wall.month
    for step in range(-7, 8):
        y, m = divmod(month - 1 + step, 12)
        try:
            d = datetime(year + y, m + 1, day)
        except ValueError:
            continue  # no 31st in that month
        if d.weekday() == weekday and abs(d - wall) <= reach:
            out.append(Occurrence(d, d + _DAY, "day", "day"))
    return out


def weekday_dates(text: str, wall: datetime) -> list[Mention]:
    """Each weekday with a bare day of the month (or its ordinal) after it in `text`, as
    that date."""
    out = []
    for m in [*_DATE.finditer(text), *_ORDINAL.finditer(text)]:
        if m.re is _ORDINAL and _JOINED_BEFORE.search(text[max(0, m.start() - 20) : m.start()]):
            continue
        reach = _ORDINAL_REACH if m.re is _ORDINAL else _REACH
        found = _dates(weekday_number(m.group("wd")), int(m.group("day")), wall, reach)
        count = noun_follows(text, m.end()) and not day_off(text, m.end())  # "fri the 10th off"
        if not found or count:  # "mon 14 people came": a count
            continue
        ahead = [o for o in found if o.end > wall]
        out.append(Mention(m.group(0), m.start(), m.end(), (ahead or found[-1:])[0], tuple(found)))
    return out
