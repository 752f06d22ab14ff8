"""Phrases right before a day of the month with no month that make it a date, whatever
follows it (`timealone.day_of_month` asks `introduces`): "how about" ("how about the 12th then",
`timehowabout.offered`) and "the week of" ("away the week of the 19th so next one's nov 2":
the week that holds the 19th, `timeweekof`; not "the 14th floor" with nothing before it), a
verb of coming or going ("movers come the 23rd for the pack out", `timetravelday`), and
"for", "to" or a clause's "back" ("the booking for the 31st changed", "moved to the 29th so
...", `timedayfor`).
"""

from __future__ import annotations

from memstream.encoders.times import timedayfor, timehowabout, timetravelday, timeweekof


def introduces(text: str, start: int) -> bool:
    """Whether a phrase right before text[start:] introduces the day there as a date."""
    return (
        timehowabout.offered(text, start)
        or timeweekof.heads_day(text, start)
        or timetravelday.moving_before(text, start)
        or timedayfor.day_for(text, start)
    )
