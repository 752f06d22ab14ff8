"""A room's number after "in" at the end of one of Duckling's matches ("monday at 3:30 in
412", "the 9th at 2 in 101"): Duckling reads the number as the year 412; a year of three
digits is no chat's year, so the match is the day and clock time before it, and the number a
place (tests/data/timeexpr.md, "not dates": names, titles and other words). Only after a
clock time or a day of the week, a meeting's time and place: a date of a month or a holiday
keeps its year, history's ("crowned dec 25 in 800", "on christmas day in 800"), and so does
a year of four digits ("may 4th in 2024").
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: "in" and a three-digit number ending the match, no era after it ("in 412", "in rm 101").
_ROOM_TAIL = re.compile(r"\s+in\s+((room|rm)\s+)?\d{3}$", re.I)
_ERA = re.compile(r"^\s*(ad|bc|bce|ce)\b", re.I)
#: A clock time or a day of the week before the number: a meeting's time, no history's date.
_MEETING = re.compile(
    rf"\d[:.h]\d\d|\bat\s+\d|\d\s*(am|pm)\b|\bnoon\b|\b({WEEKDAY}|tomorrow|tmrw|tmr)\b", re.I
)


def room_tail(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] before a room's number after "in" that ends it,
    None if none does."""
    m = _ROOM_TAIL.search(text, start, stop)
    if m is None or m.start() <= start or _ERA.match(text[stop : stop + 4]):
        return None
    if not _MEETING.search(text, start, m.start()):
        return None  # "crowned dec 25 in 800": a date of history
    return [(start, m.start())]
