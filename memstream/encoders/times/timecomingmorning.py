"""The morning a message said at night waits for: "till the morning", "until the morning",
"by the morning" (which Duckling does not read), and "in the morning" said in the small
hours ("see u in the morning" at 02:40 is the morning already begun, that day's, not the
next day's). Said before midnight it is the next day's morning; from midnight to 06:00 it
is that day's (tests/data/timeexpr.md: a morning is 00:00-12:00). Not "in the morning" right
after a clock time ("they don't open till 8:30 in the morning", "up at 6 in the morning", at
01:32): the morning's half of that clock time, which Duckling reads, not the morning alone.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timehabits import habitual
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_MORNING = re.compile(r"\b(?P<lead>by|till?|until|before|in)\s+(?P<it>the\s+morning)\b", re.I)
_SMALL_HOURS = 6
#: A clock time right before "in the morning" ("8:30", "at 6", "7 o'clock", "six"): the
#: morning tells its half; not one after "the" ("the 3 in the morning feed": no clock time read).
_CLOCK_BEFORE = re.compile(
    r"(?<![\w:.])(?<!\bthe\s)(\d{1,2}([:.]\d\d)?(\s*o['’]?clock)?|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve)\s*$",
    re.I,
)


def coming_morning(text: str, wall: datetime) -> list[Mention]:
    """Each "by/till/until the morning" (and, said in the small hours, "in the morning")
    in `text`, as the coming morning."""
    out: list[Mention] = []
    small = wall.hour < _SMALL_HOURS
    day = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    try:
        start = day if small else day + timedelta(days=1)
        o = Occurrence(start, start + timedelta(hours=12), "interval", "hour")
    except OverflowError:  # said on the last day Python's datetimes hold
        return out
    for m in _MORNING.finditer(text):
        if habitual(text, m.start(), m.end()):
            continue  # "i usually run in the morning", "2 pills in the morning"
        if m.group("lead").lower() == "in":
            if small and not _CLOCK_BEFORE.search(text, 0, m.start()):
                out.append(Mention(m.group(0), m.start(), m.end(), o, ()))
            continue
        out.append(Mention(m.group("it"), m.start("it"), m.end(), o, ()))
    return out
