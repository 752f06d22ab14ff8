"""A clock time with no day of its own read on the day (or the part of one) named right
before it (tests/data/timeexpr.md, read against a date named before it): after a comma or
"before/after (our)" ("friday morning before our 2pm ferry", "the evening of the 4th, the
6:40", "dinner sat, 9:30"), after a day's meal or shift ("christmas dinner at 3"), and the
clock times of a schedule after it, in parts of a few words after commas or "then" ("on the
22nd, gates 7pm, warm-up at 5"). Duckling reads them as the nearest such time.
`timetogether.read_together` asks `on_named_day`; timeclockdays.py, timelater.py,
timemessageday.py, timejoinedhour.py and timethenafter.py read with its patterns and `_on`.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times import timeclock, timepartclock
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, HIGH, Occurrence, floor

#: A day's meal or work slot between the day and the clock ("christmas dinner at 3", "sunday
#: lunch at 1", "saturday shift 7am-3pm"): the meal or shift of that day, so the clock is on
#: it (timeexpr.md: a holiday's meal told as one occasion is the day); not a party ("the
#: christmas party at 8" is seldom on the day).
_LINK = re.compile(
    r"^\s*(,|before|after|then|for)?\s*((our|my|the|a|your|his|her)\s+)?"
    r"((breakfast|brunch|lunch|dinner|supper|shift|slot)\s+)?$",
    re.I,
)
#: A part of a schedule after a comma: a few words before its clock time ("doors 8pm"),
#: not a message to someone ("see you on friday, call me at 5": the nearest 5).
_LIST = re.compile(r"^\s*,\s*(?!.*\b(me|you|us|him|them)\b)([a-z'’]+\s+){1,3}$", re.I)
#: The next step of a plan after "then" ("..., then lunch with Jo at 12:45"): its day goes on.
_THEN = re.compile(
    r"^\s*,?\s*(and\s+)?then\s+(?!.*\b(me|you|us|him|them)\b)([a-z'’]+\s+){0,4}$", re.I
)
_CLOCK_ONLY = re.compile(r"^((at|by|around|from)\s+)?\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?$", re.I)
#: A range of clock times with no day ("5-6pm", "from 4 to 5:30pm").
_CLOCK_RANGE = re.compile(
    r"^((from|between)\s+)?\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?\s*([-\u2013]|to|till|until|and)\s*"
    r"\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?$",
    re.I,
)


def _on(
    day_o: Occurrence, clock: Occurrence, ambiguous: bool, later: bool = False, at: bool = False
) -> Occurrence:
    """The clock time `clock` on the day (or part of one) `day_o`: within the part, or in
    the daytime, the first reading from its start; after a clock time (`at`: also a range of
    them, "meant to be 5-6pm, came at 7:20": 19:20), the reading nearest to it (`later`, the
    next step of a plan after "then": the nearest after it)."""
    day = floor(day_o.start, "day")
    span = clock.end - clock.start
    if clock.end == HIGH:  # "from 7 till it balances": open, whatever its day
        return replace(_on(day_o, replace(clock, end=clock.start), ambiguous, later, at), end=HIGH)
    hour, minute = clock.start.hour, clock.start.minute
    hours = [hour % 12, hour % 12 + 12] if ambiguous else [hour]
    readings = [day.replace(hour=h, minute=minute) for h in hours]
    if at or day_o.grain in ("hour", "minute"):  # "tonight at 10, gates at 9": the nearest
        pool = [r for r in readings if r > day_o.start] if later else []
        start = min(pool or readings, key=lambda r: (abs(r - day_o.start), r < day_o.start))
        return Occurrence(start, start + span, clock.grain, clock.unit)
    if day_o.unit in FINE:  # a part of the day: the first reading in it, or after its midnight
        inside = timepartclock.in_part(day_o, readings, later)  # "tonight, ... at 12:15"
    else:
        inside = [r for r in readings if timeclock.DAY_HOURS[0] <= r.hour < timeclock.DAY_HOURS[1]]
    start = (inside or readings)[0]
    return Occurrence(start, start + span, clock.grain, clock.unit)


def on_named_day(text: str, found: list[Mention]) -> list[Mention]:
    """A clock time with no day of its own right after a day or a part of one, by a comma or
    "before/after (our)" ("friday morning before our 2pm ferry", "the evening of the 4th, the
    6:40", "dinner sat, 9:30": in the half its sentence tells): on that day; so are those of a
    schedule after it in parts of a few words after commas ("on the 22nd, gates 7pm, warm-up at
    5") or "then" ("the 3rd at 10, then a cut at 11:30"); not "on friday, call me at 5"."""
    out = list(found)
    for k in range(1, len(out)):
        day, clock = out[k - 1], out[k]
        if not _CLOCK_ONLY.match(clock.text) or clock.chosen.unit not in FINE:
            continue
        gap = text[day.end : clock.start]
        then = bool(_THEN.match(gap))
        if day.anchor is not None and _CLOCK_ONLY.match(day.text):  # a list: "the 5th, doors
            if not (_LIST.match(gap) or then):  # 7pm, our set is at 10:15pm": the day before's
                continue
            day = next(d for d in out if d.start == day.anchor)
        elif _CLOCK_ONLY.match(day.text) or not (_LINK.match(gap) or _LIST.match(gap) or then):
            continue  # after a clock time with no day: timeclocknext.py
        d = day.chosen
        is_part = d.unit in FINE and d.end - d.start <= timedelta(hours=12)
        if not (d.grain == "day" or is_part):
            continue
        starts = sorted(o.start for o in clock.occurrences)
        ambiguous = any(b - a == timedelta(hours=12) for a, b in itertools.pairwise(starts))
        base, ambiguous = timepartclock.told_half(text, clock, ambiguous, d.grain == "day")
        at = bool(_CLOCK_RANGE.match(day.text))  # "5-6pm, came at 7:20": the nearest
        chosen = _on(timepartclock.opened(d, day.text), base, ambiguous, then, at)
        opts = [timepartclock.opened(o, day.text) for o in day.occurrences]  # "evening, 5:00"
        options = tuple(_on(o, base, ambiguous, then, at) for o in opts)
        out[k] = Mention(
            clock.text, clock.start, clock.end, chosen, options, named=day.named, anchor=day.start
        )
    return out
