"""A clock time right before a count of days back or ahead ("the bus left at 6:10 2 days
ago", "the parcel came at 11 two days ago", "at 4 in 2 days"): that clock time on that day,
one time, as Duckling reads "at 6:10 the day before yesterday" (tests/data/timeexpr.md: "N
units ago" is the unit holding that moment; a bare clock time on a named day is its daytime
reading, 07:00 to 19:00, unless the sentence tells otherwise: a word of the morning, "woke
at 5", or of the evening, "dinner at 8"). Duckling reads the two apart (the clock time on
the day it was said, or a bare hour before a number as a count) or as a day alone ("4:15
3" an hour of it). A bare hour after "at", "around" or "about" ("at 11", "at around 4", "she
called around 4"), and not a level or an amount ("the tank was at 7 three days ago", "the
puppy weighed about 4 two days ago", "there were about 5 two days ago", "ate about 4 two days
ago": the day alone) unless an event is at it ("my flight is at 6 in two days", "the meeting
was at 2 two days ago").

`timeexpr.TimeResolver.mentions` asks `clock_days`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timehalfday import hours_for
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_COUNTS = {
    "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
_N = r"(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten)"
_CLOCK_DAYS = re.compile(
    r"\b(?P<lead>at|around|about)\s+(?P<h>1[0-2]|0?[1-9])(?::(?P<m>[0-5]\d))?\s*(?P<ap>[ap]\.?m\b\.?)?"
    rf"\s+(?:(?P<back>{_N})\s+days?\s+ago|in\s+(?P<ahead>{_N})\s+days?)\b",
    re.I,
)


#: A form of "be" or a verb of a measure right before "at", "about" or "around" a bare
#: number: a level or an amount, no clock time ("followers were at 9 two days ago", "the
#: puppy weighed about 4", "there were about 5").
_LEVEL = re.compile(
    r"\b(is|are|was|were|be|been|am|['’]s|['’]re|weighed|weighs|weigh|measured|cost|costs|"
    r"stood|sat|hit|reached|scored|had|has|have|got|counted|read)\s+$",
    re.I,
)


#: An event before a form of "be" ("my flight is at 6", "the vet's at 10", "the meeting was
#: at 2"): its hour, not a level ("the tank was at 7", "we were at 4").
_EVENT = re.compile(
    r"\b(flight|meeting|party|appt|appointment|exam|train|surgery|game|match|delivery|vet|"
    r"dentist|doctors?|gp|dinner|lunch|brunch|breakfast|class|lesson|interview|call|show|"
    r"concert|gig|wedding|funeral|bus|ferry|booking|reservation|op|operation|session|practice|"
    r"training|rehearsal|service|ceremony|kickoff|test|scan|pickup|date|movie|film|shift)"
    r"(\s+(is|was|are|were)|['’]s)\s+(at\s+)?$",
    re.I,
)
#: A verb of doing or having a number of things right before "about"/"around" a bare number
#: ("ate about 4", "sold around 5"): how many; after a verb of coming, going or calling it is
#: the hour ("she called around 4", "the parcel came around 11").
_COUNTED = re.compile(
    r"\b(ate|eaten|drank|sold|bought|made|did|done|ran|walked|swam|cycled|caught|lost|gained|"
    r"saw|seen|took|sent|wrote|read|found|picked|counted|scored|needed|used|spent)\s+$",
    re.I,
)


def _clock(text: str, m: re.Match[str]) -> bool:
    """Whether the number of `m` is a clock time: with minutes or "am"/"pm", or a bare hour
    ("the parcel came at 11 two days ago", "at around 4", "she called around 4") that is no
    level or amount after a form of "be" or a verb of a measure ("the tank was at 7 three
    days ago", "there were about 5 two days ago"), unless an event is what is at it ("my
    flight is at 6 in two days"), nor how many after a verb of doing ("ate about 4")."""
    if m.group("m") or m.group("ap"):
        return True
    lead = text[max(0, m.start() - 30) : m.start()]
    if _EVENT.search(lead):
        return True
    at = m.group("lead").lower() == "at" or re.search(r"\bat\s+$", lead, re.I)
    return not (_LEVEL.search(lead) or (not at and _COUNTED.search(lead)))


def clock_days(text: str, wall: datetime) -> list[Mention]:
    """Each clock time right before a count of days in `text` ("at 6:10 2 days ago"), that
    clock time on that day."""
    out: list[Mention] = []
    day = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    for m in _CLOCK_DAYS.finditer(text):
        if not _clock(text, m):
            continue
        back, ahead = m.group("back"), m.group("ahead")
        count = back or ahead or ""
        days = int(count) if count.isdigit() else _COUNTS[count.lower()]
        hour, minute = int(m.group("h")) % 12, int(m.group("m") or 0)
        if m.group("ap"):
            hour += 12 if m.group("ap").lower().startswith("p") else 0
        else:  # the daytime reading, or the morning's or evening's the sentence tells
            lo, hi = hours_for(text, m.start(), m.end())
            hour = next((h for h in (hour, hour + 12) if lo <= h < hi), hour)
        try:
            on = day + timedelta(days=-days if back else days)
            at = on + timedelta(hours=hour, minutes=minute)
        except OverflowError:  # said at the edge of the years Python's datetimes hold
            continue
        step, grain = (
            (timedelta(minutes=1), "minute") if m.group("m") else (timedelta(hours=1), "hour")
        )
        out.append(
            Mention(m.group(0), m.start(), m.end(), Occurrence(at, at + step, grain, grain), ())
        )
    return out
