"""Duckling's "after X", X a day, a holiday or a part of one ("if a dm comes in after friday
it waits", "the club is back after easter", "counted the float after last night's show"):
X itself, the day the message names, as "before X" and "by X" are X (tests/data/timeexpr.md);
Duckling reads an open span from X to the year 9999, which holds every later day.

Not a clock time ("after 6", "after 3 on friday", "after noon": that hour, `timeclock`), nor
anything longer than a day ("after the weekend", "after march", "after 2020": the conventions
leave those open), nor a day counted from X ("the mon after easter", "the week after easter"),
nor a question's "after X" ("what did she do after april 10?"), which asks for the span from
X (`TimeResolver.resolve` with `prefer_past`, as for "before X").

`timeexpr.TimeResolver._read` asks `x_alone` where X starts (after "before", as
`timelater.before_day` finds it, or "after") and `a_day` whether X after "after", read alone,
is such a day.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import timedelta

from memstream.encoders.times import timelater
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import HIGH, LOW
from memstream.encoders.times.timevocab import WEEKDAY

_AFTER = re.compile(r"^((right|just|straight|soon|shortly|well|long)\s+)?after\s+(?=\S)", re.I)
_CLOCKISH = re.compile(r"^\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?(\s|$)|^(noon|midnight)\b", re.I)
_DAY = timedelta(days=1)
#: A day counted from X, right before "after" ("the mon after easter", "the day after boxing
#: day", "the week after easter"): another day than X, left as Duckling reads it.
_COUNTED = re.compile(
    rf"\b({WEEKDAY}|days?|nights?|weeks?|weekends?|wknds?|months?|years?|one)\.?\s*$", re.I
)


def x_alone(text: str, start: int, end: int) -> tuple[int | None, bool]:
    """Where X starts in Duckling's "before X" (`timelater.before_day`) or "after X" at
    text[start:end], and whether it is "after"; (None, False) for neither."""
    before = timelater.before_day(text, start, end)
    if before is not None:
        return before, False
    after = after_day(text, start, end)
    return after, after is not None


def after_day(text: str, start: int, end: int) -> int | None:
    """Where X starts in Duckling's "after X" at text[start:end], X not a clock time; None
    for no "after" at its start."""
    m = _AFTER.match(text[start:end])
    if m is None or _CLOCKISH.match(text[start + m.end() : end].strip()):
        return None
    if _COUNTED.search(text[max(0, start - 20) : start]):  # "the mon after easter"
        return None
    return start + m.end()


def a_day(found: Sequence[Mention]) -> bool:
    """Whether X's mentions, read alone, are each a day or a part of one ("friday", "easter",
    "last night"): no clock time, nothing longer than a day."""
    return bool(found) and all(
        m.chosen.start > LOW
        and m.chosen.end < HIGH
        and m.chosen.end - m.chosen.start <= _DAY
        and (m.chosen.grain == "day" or _part_of_day(m))
        for m in found
    )


_PART = re.compile(r"\b(night|morning|afternoon|evening|tonight|lunch|dinner|breakfast)\b", re.I)


def _part_of_day(m: Mention) -> bool:
    """A part of the day by its name ("last night", "this morning"), not a range of hours."""
    return _PART.search(m.text) is not None and not any(c.isdigit() for c in m.text)
