""" "That day (morning, night, ...)" beside a clock time ("results are the 13th, lines open at
8am that day"; "lunch is next sat. can u pick her up that morning at 11?"; "the party's on the
30th, booked that night at 7"): that clock time on the day named last before it in the message,
even in an earlier sentence (tests/data/timeexpr.md, read against a date named before it),
not the next such hour from the moment it was said. Read with that mention (`Mention.anchor`),
so it settles wherever that one settles. A clock time without am/pm takes the part of the day
it is told in ("at 7 that night": 19:00; "that morning at 9": 09:00); with "that day", its
daytime reading (07:00-19:00). A night's small hours, 12 to 4 ("got home at 3 that night",
"till 12 that night", "at 2am that night"), are after its midnight, on the next day. A range
of clock times beside it ("oct 24 ... a sitter 5pm to midnight that night", "sat 28th ... on
guard from 6 till 10 that morning") is read so as a whole, its length kept. With no
day named right before it ("i was tired that night at 7", a week before it, "the week of the
9th") the clock time keeps Duckling's reading, and a bare hour before "that day" ("at 7 that
night i fell asleep") is none: its day is not in the message.

`timetogether.read_together` asks `that_day`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timechat import THAT_DAY
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, floor

#: "that" right before a part of the day that heads the clock time ("that | night at 7").
_THAT = re.compile(r"\bthat\s+$", re.I)
#: The part of the day that heads a clock time ("night at 7", "morning at 11:30").
_PART_HEAD = re.compile(r"^(morning|afternoon|evening|night)\s+(at\s+)?\d", re.I)
#: A clock time written with am/pm or as a 24-hour clock ("8am", "19:00", "07:30").
_FIXED = re.compile(r"\d\s*[ap]\.?m\b|\b(1[3-9]|2[0-3]|0\d)[:.]\d\d", re.I)
#: The hours of each part of the day a bare clock time falls in (timeexpr.md's parts); a
#: night's run on past its midnight (17:00 to 05:00, "at 1 that night").
_HOURS = {"morning": (0, 12), "afternoon": (12, 19), "evening": (12, 24), "night": (17, 29)}
_DAYTIME = (7, 19)
#: A night's small hours end here: "at 3 that night" is 03:00 after its midnight.
_NIGHT_END = 5
#: A bare hour ("at 7"), a number that only "that night" after it makes a clock time.
_BARE = re.compile(r"^(at\s+)?\d{1,2}$", re.I)
_CLOCK_GRAINS = frozenset({"hour", "minute"})
#: A range of clock times: an interval whose start is an hour or a minute, within a day.
_RANGE_UNITS = frozenset({"hour", "minute"})


def _clocked(o: Occurrence) -> bool:
    """A clock time, or a range of clock times within a day ("5pm to midnight")."""
    if o.grain in _CLOCK_GRAINS:
        return True
    return o.grain == "interval" and o.unit in _RANGE_UNITS and o.end - o.start <= timedelta(days=1)


def _part(text: str, m: Mention) -> tuple[str, int, int] | None:
    """The part of the day "that" names beside the clock time `m`, and the mention's new
    start and end; None when no "that" part is there."""
    head = _PART_HEAD.match(m.text)
    that = _THAT.search(text[max(0, m.start - 6) : m.start])
    if head is not None and that is not None:
        return head.group(1).lower(), m.start - len(that.group(0)), m.end
    after = THAT_DAY.match(text[m.end : m.end + 20])
    if after is not None and _PART_HEAD.match(m.text) is None:
        return after.group(1).lower(), m.start, m.end + after.end()
    return None


def _on_day(o: Occurrence, clock: Occurrence, part: str) -> Occurrence:
    """The clock time `clock` on the day `o` starts on, or the next day in the small hours of
    its night."""
    day = floor(o.start, "day")
    if part == "night" and clock.start.hour < _NIGHT_END:
        day += timedelta(days=1)
    start = day + (clock.start - floor(clock.start, "day"))
    return Occurrence(start, start + (clock.end - clock.start), clock.grain, clock.unit)


def _in_part(clock: Occurrence, part: str, fixed: bool) -> Occurrence:
    """`clock` moved by twelve hours into `part` of the day (or the daytime for "day"), when
    it is written without am/pm and its other reading falls there."""
    if fixed:
        return clock
    lo, hi = _HOURS.get(part, _DAYTIME)
    hour = clock.start.hour
    if lo <= hour < hi or lo <= hour + 24 < hi:  # a night runs on past midnight
        return clock
    other = hour + 12 if hour < 12 else hour - 12
    if not (lo <= other < hi or lo <= other + 24 < hi):
        return clock
    shift = timedelta(hours=other - hour)
    return Occurrence(clock.start + shift, clock.end + shift, clock.grain, clock.unit)


def _one_day(o: Occurrence) -> bool:
    return o.unit in ("day", "hour", "minute") and o.end - o.start <= timedelta(days=1)


def that_day(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each clock time beside "that day (morning, ...)" read on the day of the
    mention right before it, when that one is a day or a time on one; one before "that day"
    with none ("at 7 that night i fell asleep") names a day the message does not: dropped."""
    out: list[Mention] = []
    for k, m in enumerate(kept):
        found = _part(text, m) if _clocked(m.chosen) else None
        before = kept[k - 1] if k > 0 else None
        if found is None or before is None or not _one_day(before.chosen):
            if found is None or not _BARE.match(m.text):  # "that night at 7": Duckling's
                out.append(m)
            continue
        part, start, end = found
        clock = _in_part(m.chosen, part, _FIXED.search(m.text) is not None)
        out.append(
            replace(
                m,
                text=text[start:end],
                start=start,
                end=end,
                chosen=_on_day(before.chosen, clock, part),
                occurrences=tuple(_on_day(o, clock, part) for o in before.occurrences),
                anchor=before.start,
            )
        )
    return out
