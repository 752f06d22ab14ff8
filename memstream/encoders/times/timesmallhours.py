"""A clock time read on tonight (or an evening, a night) that falls in the small hours after
its midnight: "the party's running late tonight, cake at 12:30 now", said at 23:40,
is 00:30 after that midnight (tests/data/timeexpr.md: a clock time with no day of its own
after a part of the day is on that day; "tonight" is 18:00-24:00, and chat counts the hours
after midnight to the night before, "from 11pm to 3am last night" runs to 03:00).

`timeclockonday._on` reads a clock time within the part of the day named before it; when none of
its readings falls inside a part that ends at midnight, the reading in the six hours after
that midnight, 06:00 included ("last night, by 6am it was freezing"), is the one
(`small_hours`); 12:15 noon or 00:15 of the evening's own date, a day back, are not.

`timeclockonday._on` asks `small_hours`.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from memstream.encoders.times.timerules import Occurrence

#: How far past midnight a night goes on ("going live at 12:15", "till 3am").
_SMALL_HOURS = timedelta(hours=6)


def small_hours(part: Occurrence, readings: list[datetime]) -> list[datetime]:
    """The readings, a day on, that fall in the small hours after `part` when it ends at
    midnight (an evening, a night, tonight); none otherwise."""
    end = part.end
    if (end.hour, end.minute) != (0, 0) or part.start.date() == end.date():
        return []
    later = [r + timedelta(days=1) for r in readings]
    return [r for r in later if end <= r <= end + _SMALL_HOURS]
