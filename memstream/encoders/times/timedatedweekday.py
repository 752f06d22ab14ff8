"""A date written with its weekday and no year ("mon 7 aug at 9.30", "saturday 14 sept", "sun
22nd at 2"): the date near the moment said that falls on that weekday. Duckling's readings
are the years (or months) in which the date is that weekday, years apart ("saturday 14 sept",
said in March 2024: 2019, 2024, 2030), and with a clock time it may add one on another
weekday (7 August 2022, a Sunday, for "mon 7 aug at 9.30"); a sentence told as past then
took 2019. No date named without a year lies years away (tests/data/timeexpr.md), and the
weekday tells which of the near ones it is: those readings on that weekday within a year of
the moment said, within three months for a day of the month with no month ("sun 22nd at
2", as `timeweekdaydate` reads "fri the 10th"). Where none is left, Duckling's stay.

`timeexpr.TimeResolver._read` asks `nearest` of each mention.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timevocab import MONTH, WEEKDAY, weekday_number

#: A weekday first, then a day of the month ("mon 7 aug", "sun 22nd", "saturday, sept 14").
_DATED = re.compile(
    rf"^(?:on\s+|this\s+|next\s+)?(?P<wd>{WEEKDAY})\b\.?,?\s+(?:the\s+)?"
    rf"(?:(?P<month>{MONTH})\b\.?\s+)?\d{{1,2}}(?:st|nd|rd|th)?\b",
    re.I,
)
_MONTH = re.compile(rf"\b{MONTH}\b", re.I)
_YEAR_REACH = timedelta(days=366)
_MONTH_REACH = timedelta(days=92)


def nearest(m: Mention, wall: datetime) -> Mention:
    """`m` with only its readings on its weekday near `wall`; one left is its reading."""
    dated = _DATED.match(m.text)
    if dated is None or not m.recurring:
        return m
    weekday = weekday_number(dated.group("wd"))
    reach = _YEAR_REACH if dated.group("month") or _MONTH.search(m.text) else _MONTH_REACH
    kept = tuple(
        o for o in m.occurrences if o.start.weekday() == weekday and abs(o.start - wall) <= reach
    )
    if not kept:
        return m
    if len(kept) == 1:
        return replace(m, chosen=kept[0], occurrences=())
    ahead = [o for o in kept if o.end > wall]
    return replace(m, chosen=(ahead or [kept[-1]])[0], occurrences=kept)
