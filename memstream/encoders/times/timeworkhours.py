"""Working hours that hold every week (tests/data/timeexpr.md, not dates: habits, "every
Monday", and the clock times of a rule about days in the plural or every day):

- a range of clock times before "every" day or weekday, days in the plural, or a range of
  weekdays ("9-5:30 every weekday", "7-3 on weekdays", "10-4 tues to sat", "8:30-5
  mon-fri"): a routine's hours, no time; a day before them in the same match, across a
  comma, stays, the day they start ("from the 20th, 9-5 mon to fri": the 20th, as "starting
  from" it is, not an origin told as past);
- a clock time before a kind of shift named by its start or end ("on 5am starts", "doing
  6:30 finishes"): a kind of shift, no time.

`timematchparts.parts` asks `routine_parts`; `timefigures.routine_range` asks `weekly`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY, WEEKDAYS

_DAY = WEEKDAY + r"\.?"
#: A range of clock times, am/pm optional ("9-5:30", "8:30am - 5pm", "7 to 3").
_RANGE = re.compile(
    r"\b\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?\s*(-|–|to|till|til)\s*\d{1,2}([:.]\d{2})?"
    r"(\s*[ap]\.?m\b\.?)?",
    re.I,
)
#: What tells the weeks' days right after the range.
_WEEKLY_AFTER = re.compile(
    r"\s*,?\s*((every|each)\s+(other\s+)?(day|weekday|week\s*day|" + WEEKDAY + r")\b"
    r"|(on\s+)?(weekdays|weeknights|" + "|".join(f"{d}s" for d in sorted(WEEKDAYS)) + r")\b"
    r"|" + _DAY + r"\s*(-|–|to|thru|through|till|til)\s*" + _DAY + r"(?!\w))",
    re.I,
)
#: A clock time, then a kind of shift named by its start or end, after a word that heads a
#: noun ("on 5am starts", "doing 6:30 finishes", "no more 4am starts").
_SHIFT_KIND = re.compile(
    r"\b(on|doing|of|with|no|more|all|the|those|these|my|our|his|her|their)\s+"
    r"(?P<clock>\d{1,2}([:.]\d{2})?\s*([ap]m)?)\s+(starts|finishes|shifts)\b",
    re.I,
)
_COMMA_BEFORE = re.compile(r"\s*,\s*$")
#: "from" heading the day before the hours: the day they start, not an origin told as past.
_FROM = re.compile(r"from\s+", re.I)
#: A comma and a range of clock times right after a match ("from the 20th | , 9-5").
_HOURS_NEXT = re.compile(r"\s*,\s*" + _RANGE.pattern[2:], re.I)


def weekly(text: str, end: int) -> bool:
    """Whether the days of a week follow the range of clock times ending at `end`."""
    return bool(_WEEKLY_AFTER.match(text, end))


def routine_parts(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:stop] that are times when it holds a week's working
    hours or a kind of shift (none, or a day before them across a comma), None otherwise."""
    body = text[start:stop]
    lead = _FROM.match(body)
    hours = _HOURS_NEXT.match(text, stop)
    if lead and hours and weekly(text, hours.end()):
        return [(start + lead.end(), stop)]  # "from the 20th | , 9-5 mon to fri"
    for m in _SHIFT_KIND.finditer(text, max(0, start - 12), min(len(text), stop + 20)):
        if start <= m.start("clock") < stop:
            return [] if m.start("clock") == start else None
    for m in _RANGE.finditer(body):
        if not weekly(text, start + m.end()):
            continue
        head = body[: m.start()]
        comma = _COMMA_BEFORE.search(head)
        if not head.strip():
            return []  # "9-5:30 every weekday"
        lead = _FROM.match(head)
        lo = start + (lead.end() if lead else 0)
        return [(lo, start + comma.start())] if comma else None
    return None
