"""A weekday set against a date as the one it is not ("the match is this sunday, not
saturday", "pickup is next tues instead of wed", "friday rather than thursday"): the same
week's weekday, the one nearest the date it is set against, whatever tense a later clause
tells ("the quiz is this thurs, not wed, the app had it wrong": the Wednesday of that week,
not a past one).
Both name days of one plan; "not X" corrects which day of it (tests/data/timeexpr.md: a
recurring mention names the occurrence the sentence talks about).

The weekday is read against the date (`Mention.anchor`), so it settles where that one
settles: each reading of the date gives the weekday within three days of it.

`timeexpr.TimeResolver.mentions` asks `contrasted`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY, weekday_number

#: What sets the second against the first: ", not", "instead of", "rather than".
_AGAINST = re.compile(r"^\s*,?\s*(but\s+)?(not|instead\s+of|rather\s+than)\s+(on\s+)?$", re.I)
_WEEKDAY = re.compile(rf"^{WEEKDAY}\.?$", re.I)


def _near(o: Occurrence, weekday: int, today: date | None = None) -> Occurrence:
    """The day of `weekday` within three days of the day `o` starts on; not `today`, which
    no weekday names: the one a week further on the side of `o` ("moved to thurs, not wed",
    said on a Wednesday, is the next Wednesday)."""
    day = o.start.replace(hour=0, minute=0, second=0, microsecond=0)
    ahead = (weekday - day.weekday() + 3) % 7 - 3
    start = day + timedelta(days=ahead)
    if start.date() == today:
        start += timedelta(days=7 if day >= start else -7)
    return Occurrence(start, start + timedelta(days=1), "day", "day")


def contrasted(text: str, found: list[Mention], wall: datetime | None = None) -> list[Mention]:
    """`found` with each weekday set against the day (or a time on it) right before it read
    in that day's week, not on the day of `wall`, when said."""
    today = wall.date() if wall else None
    out = list(found)
    for k in range(1, len(out)):
        x, y = out[k - 1], out[k]
        if not (_AGAINST.match(text[x.end : y.start]) and _WEEKDAY.match(y.text.strip())):
            continue
        if x.chosen.grain not in ("day", "hour") or y.chosen.grain != "day":
            continue
        weekday = weekday_number(y.text.strip())
        options = tuple(_near(o, weekday, today) for o in x.occurrences)
        out[k] = replace(
            y,
            chosen=_near(x.chosen, weekday, today),
            occurrences=options,
            anchor=x.start if options else None,
        )
    return out
