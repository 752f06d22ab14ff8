""" "This weekend" told as past before the weekend of the week it is said in has begun ("this
weekend 3 of us went camping", "we had a great time this weekend", said on a Monday): the
weekend just gone, as a careful reader takes it, not the one still ahead, of which no past
can tell (tests/data/timeexpr.md: a mention told as past is the latest one before; "this" is
the one in this week, which for a weekend said from Monday to Friday lies ahead). Told in
the present or the future, or as a plan ("we booked a cabin this weekend"), it stays this
week's. `tense.resolve_times` asks `this_weekend` which mentions to read the tense of, and
`past_weekends` for the readings.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, Tense

_THIS_WEEKEND = re.compile(r"^this\s+(weekend|wknd|wkend|week-end)$", re.I)


def this_weekend(m: Mention, wall: datetime) -> bool:
    """Whether `m` is "this weekend" read as one still ahead of `wall`."""
    return bool(_THIS_WEEKEND.match(m.text)) and not m.recurring and m.chosen.start > wall


def past_weekends(
    mentions: Sequence[Mention], wall: datetime, tense: Callable[[int, int], Tense]
) -> list[Mention]:
    """The mentions with each "this weekend" ahead of `wall` that `tense` (of the characters
    [start, end)) reads as past moved a week back."""
    return [
        replace(m, chosen=_week_before(m.chosen))
        if this_weekend(m, wall) and tense(m.start, m.end) is Tense.PAST
        else m
        for m in mentions
    ]


def _week_before(o: Occurrence) -> Occurrence:
    return replace(o, start=o.start - timedelta(weeks=1), end=o.end - timedelta(weeks=1))
