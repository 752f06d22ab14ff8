"""A range of clock times without am/pm that a word of the evening would carry past midnight
("car show on the green from 10 till 4": 22:00 to 04:00): only a night out runs into the
small hours (a party, a club night, a bar, a gig, drinks: "party from 10 till 4" is
22:00-04:00). With a word of the evening that is no night out ("show", "movie", "dinner",
"concert"), such a range is its daytime reading, the first time 07:00-19:00 and the second
the next after it (tests/data/timeexpr.md, ranges of clock times: "without am/pm the first
is its daytime reading and the second the next one after it"; a word of the evening moves a
clock time to the evening, not a six-hour show to 4 am). `timejoins.clock_ranges` asks it.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeclock, timeclockrange

#: Words of a night out, which does run past midnight.
_NIGHT_OUT = re.compile(
    r"\b(party|parties|club|clubbing|bar|pub|rave|gig|disco|dj|karaoke|drinks|night|nite|"
    r"tonight|late|overnight|lock-?in|afterparty|after-party)\b",
    re.I,
)


def range_hours(text: str, r: timeclockrange.ClockRange, hours: tuple[int, int]) -> tuple[int, int]:
    """The window of hours for the first time of the range `r` in `text`: the daytime where
    `hours` is the evening's, the range's evening reading runs past midnight and no word of
    a night out is in the text; else `hours`."""
    if hours[0] < 12 or r.first[2] or r.second[2]:
        return hours
    first, second = r.first[0] % 12, r.second[0] % 12
    if not 0 < second < first:  # "from 7 till 11", "from 8 till 12": the evening's own
        return hours
    return hours if _NIGHT_OUT.search(text) else timeclock.DAY_HOURS
