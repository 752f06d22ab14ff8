"""This week, then a day of it after a comma: two times (tests/data/timeexpr.md, "a match
that runs across a comma into a time of its own is two").

Duckling reads "this week, wed at 3" as one time, Wednesday at 3, and the week is lost; a
reader writes down the week and the day ("can we meet this week, fri at 11?"). Only "this
week" (or "this weekend") before the comma: its days are the ones the day alone names in the
week it is said. After "next/last week" the day needs the week ("next week, wed at 3" is
next week's Wednesday), so those stay Duckling's one reading; a clock time alone after a day
("tomorrow, 9am") is on that day, also one (`timelater.comma_clock`).

`timefilter.check` asks `parts` beside `timecommaparts.comma_parts`; `timeabbrev.day_introduced`
asks `after_this_week`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_THIS_WEEK_THEN_DAY = re.compile(
    rf"^((on\s+)?this\s+(week|wk|weekend|wknd))(,\s+)(?=(on\s+)?{WEEKDAY}\b\.?)", re.I
)


def parts(body: str) -> list[tuple[int, int]] | None:
    """The week and the day of a match "this week, <day ...>" (offsets in `body`), or None."""
    m = _THIS_WEEK_THEN_DAY.match(body)
    if m is None:
        return None
    return [(0, m.end(1)), (m.end(), len(body))]


_THIS_WEEK_BEFORE = re.compile(r"\bthis\s+(week|wk|weekend|wknd),\s+(on\s+)?$", re.I)


def after_this_week(text: str, start: int) -> bool:
    """Whether a weekday cut short at `start` comes right after "this week, " ("this week,
    wed at 10"): a day of the week, introduced (`timeabbrev.day_introduced` asks)."""
    return bool(_THIS_WEEK_BEFORE.search(text[max(0, start - 24) : start]))
