"""A bare hour right after "from" or "by" and before its day ("free from 2 tomorrow", "in from 9
on friday", "collect him by 11 on saturday morning", "wrote 2 essays by 9 this morning"; not a
margin, "we won by 2 last night", nor how much, "the price jumped by 5 yesterday", nor a
count's earlier value, "temp's up from 12 this morning"): a clock time
on that day, not a count glued in front of a time ("turned 21 on Saturday", which `timefilter`
cuts to "on Saturday"). "From X" with no end is X (tests/data/timeexpr.md, ranges): the hour
itself, its daytime reading on the day, as "tues from 6" is; "by X" is X.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeawake import person_up
from memstream.encoders.times.timebyplace import measure_clause, result_clause
from memstream.encoders.times.timevocab import WEEKDAY

#: An hour 1-12 and then its day: "2 tomorrow", "9 on friday", "4 this sat", "9 this
#: morning", "8 last night".
_HOUR_DAY = re.compile(
    rf"^(1[0-2]|[1-9])\s+(today|tomorrow|tmrw|tmr|tonight|yesterday|last\s+night|"
    rf"this\s+(morning|afternoon|evening)\b|(on\s+|this\s+|next\s+)?{WEEKDAY}\b)",
    re.I,
)
_FROM = re.compile(r"\b(from|by)\s+$", re.I)
_CHANGE = re.compile(r"\b(up|down)\s+$", re.I)


def from_hour(text: str, start: int) -> bool:
    """Whether the match at `start` is an hour and its day right after "from" or "by" ("...
    from | 2 tomorrow", "by | 11 on saturday", "wrote 2 essays by | 9 this morning"); not
    "by" a margin after a word of a result ("we won by | 2 last night") or how much after a
    verb of a change ("temps dropped by | 5 this morning"), nor "up/down from" a count's
    earlier value ("temp's up from | 12 this morning"; "I'm up from | 6 tomorrow" is 6
    o'clock, timeawake.py)."""
    intro = _FROM.search(text[max(0, start - 8) : start])
    if intro is None or not _HOUR_DAY.match(text[start:]):
        return False
    before = text[: start - len(intro[0])]
    if intro.group(1).lower() == "from":  # not "temp's up from | 12 this morning": a count
        return not _CHANGE.search(before) or person_up(text, start)
    return not (result_clause(before) or measure_clause(before))
