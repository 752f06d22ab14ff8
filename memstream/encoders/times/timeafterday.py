"""Duckling's "after X", X a day, a holiday or a part of one ("if a dm comes in after friday
it waits", "the club is back after easter", "counted the float after last night's show"):
X itself, the day the message names, as "before X" and "by X" are X (tests/data/timeexpr.md);
Duckling reads an open span from X to the year 9999, which holds every later day.

Not a clock time, in digits or a word ("after 6", "after 3 on friday", "after six on friday",
"after seven tonight", "after noon": that hour, `timeclock`), nor anything longer than a day
("after the weekend", "after march", "after 2020": the conventions leave those open), nor a
day with a stretch named after it ("after christmas week", "after easter break": the stretch,
not the day), nor anything counted from X, a word of closeness or two between ("the mon after
easter", "the saturday right after christmas", "the morning after easter", "a day or two
after christmas", "the week straight after easter": X is the anchor, not the time), nor a
question's "after X" ("what did she do after april 10?"), which asks for the span from X
(`TimeResolver.resolve` with `prefer_past`, as for "before X"). Each of these keeps
Duckling's reading, as it did before this module.

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
#: A clock time after "after", in digits or a word ("after 6", "after six on friday").
_CLOCKISH = re.compile(
    r"^(\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|half|quarter)(\s|$|-)|^(noon|midnight)\b",
    re.I,
)
_DAY = timedelta(days=1)
#: Words of closeness (or distance) between a counted day and "after" ("the saturday right
#: after", "the day immediately after", "the week not long after").
_CLOSE = (
    r"(right|just|straight|directly|immediately|soon|shortly|promptly|quickly|swiftly|instantly"
    r"|closely|very|well|long|not\s+long|only|almost|way)"
)
#: What is counted from X, right before "after" or a word of closeness ("the mon after
#: easter", "the day after boxing day", "the morning after easter", "a day or two after", "the
#: fortnight after easter"): another time than X, left as Duckling reads it.
_COUNTED = re.compile(
    rf"\b({WEEKDAY}|days?|nights?|nite|mornings?|afternoons?|evenings?|weeks?|weekends?|wknds?"
    rf"|fortnights?|months?|years?|one)\.?(\s+or\s+(so|two|three|\d+))?(\s+{_CLOSE})*\s*$",
    re.I,
)
#: A stretch named after X ("after christmas week", "after easter break"): not X's day ("X
#: weekend" Duckling reads itself, "after thanksgiving weekend" as that weekend).
_STRETCH = re.compile(
    r"^\s*(week|break|holidays?|hols?|season|period|vacation|vacay|recess|term)\b",
    re.I,
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
    """Where X starts in Duckling's "after X" at text[start:end]; None for no "after" at its
    start, X a clock time ("after six on friday"), a stretch named after X ("after christmas
    break") or a time counted from X ("the saturday right after christmas")."""
    m = _AFTER.match(text[start:end])
    if m is None or _CLOCKISH.match(text[start + m.end() : end].strip()):
        return None
    if _STRETCH.match(text[end : end + 20]):  # "after christmas week"
        return None
    if _COUNTED.search(text[max(0, start - 40) : start]):  # "the mon (right) after easter"
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
