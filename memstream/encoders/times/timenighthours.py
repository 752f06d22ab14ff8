"""A clock time in the small hours before the night it ended ("the alarm went off at 2 last
night", "up till 3 last night", "we'll be out till 1 tonight"): that hour after the night's
midnight (tests/data/timeexpr.md: chat counts the hours after midnight to the night before,
"from 11pm to 3am last night" runs to 03:00; "until X" is X). Duckling reads such an hour apart
from its night, on the day it was said ("at 2": 14:00), or not at all. An hour from 1 to 3 or 12
(midnight), or 4 or 5 before "last night" or "till" tonight on a night out ("the baby woke at 4
last night", "we'll be out till 4 tonight"), with no "am", after "at", "around", "about", "by",
"till" or "until"; a later one is in the day, and so 4 or 5 "at" tonight ("drinks at 5 tonight":
17:00, Duckling's), a shop's "open till 5 tonight", or 4 or 5 before "last night" in a clause of
work or a meal ("left the office at 5 last night", "we ate at 5 last night": 17:00 yesterday,
here). Not "by" a margin after a word of a result ("won by 2 last night") or how much after a
verb of a change ("the river rose by 2 last night", "we were down by 2 last night"), nor a bare
number ("scored 2 last night": a count). An evening hour ("at 9 last night") Duckling reads
itself, and so `timenightclock.small_hours_value` an hour with minutes or "am" in one match
("2am" apart from its night Duckling reads right, and the night as its own mention).

`timeexpr.TimeResolver.mentions` asks `night_hours`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timebyplace import measure_clause, result_clause
from memstream.encoders.times.timebytask import sure_margin
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_NIGHT_HOUR = re.compile(
    r"\b(?:(?P<lead>at|around|about|by|till|til|until)\s+)?(?P<h>1[0-2]|[1-9])"
    r"(?::(?P<m>[0-5]\d))?(?:\s*(?P<ap>a\.?m\b\.?))?\s+(?P<night>last\s+night|tonight|tonite)\b",
    re.I,
)
#: The hours read after a night's midnight: 12 to 3; 4 and 5 too before "last night" ("the
#: baby woke at 4 last night", "got in at 5 last night") or "till" tonight on a night out
#: (`_OUT`: "we'll be out till 4 tonight", "the bar's open till 4 tonight"), unless the
#: clause names the working or eating day (`_DAY`). "At 5 tonight" ("drinks at 5 tonight",
#: "see you around 4 tonight") and a shop's "open till 5 tonight" are Duckling's afternoon.
_SMALL_HOURS = frozenset({0, 1, 2, 3})
_TILL = frozenset({"till", "til", "until"})
#: Hours before a night that are the small hours or its day's afternoon: the afternoon where
#: the clause names work or a meal ("left the office at 5 last night", "left work about 4
#: last night", "we ate at 5 last night": that hour yesterday).
_LATE_DAY = frozenset({4, 5})
_OUT = re.compile(
    r"\b(out|bar|bars|pub|club|clubbing|party|partying|dancing|drinks|drinking|gig|rave|"
    r"festival|up|awake|gaming)\b",
    re.I,
)
_DAY = re.compile(
    r"\b(work|working|worked|office|shift|school|class|lecture|meeting|ate|eat|eaten|dinner|tea|lunch|"
    r"supper)\b",
    re.I,
)
#: Where a night is said to run to ("tonight" said after midnight is the night just begun).
_SMALL_HOURS_END = 6


def night_hours(text: str, wall: datetime) -> list[Mention]:
    """Each hour in the small hours before "last night" or "tonight" in `text`, that hour
    after the night's midnight; 4 or 5 before "last night" in a clause of work or a meal,
    that hour of yesterday's afternoon."""
    out: list[Mention] = []
    day = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    for m in _NIGHT_HOUR.finditer(text):
        lead = (m.group("lead") or "").lower()
        hour = int(m.group("h")) % 12
        last = m.group("night").lower().startswith("last")
        clause = re.split(r"[,;.!?\n]", text[: m.start()])[-1]
        late = hour in _LATE_DAY and (last or (lead in _TILL and bool(_OUT.search(clause))))
        small = hour in _SMALL_HOURS or (late and not _DAY.search(clause))
        evening = not small and last and hour in _LATE_DAY
        if not (small or evening) or not lead or m.group("ap"):
            continue  # "at 9 last night", "at 2am": Duckling's; "scored 2 last night": a count
        before = text[: m.start()]
        measured = measure_clause(before, night=True) or sure_margin(
            re.split(r"[,;.!?\n]", before)[-1]
        )
        if lead == "by" and (result_clause(before) or measured):
            continue  # "we won by 2 last night", "we're oversold by 3 tonight": how much
        tonight = not last and wall.hour >= _SMALL_HOURS_END
        minute = int(m.group("m") or 0)
        try:
            days, hours = (-1, hour + 12) if evening else (int(tonight), hour)
            at = day + timedelta(days=days, hours=hours, minutes=minute)
            step = timedelta(minutes=1) if m.group("m") else timedelta(hours=1)
            grain = "minute" if m.group("m") else "hour"
            o = Occurrence(at, at + step, grain, grain)
        except OverflowError:  # said on the last day Python's datetimes hold
            continue
        start = m.start("h") if lead in ("till", "til", "until") else m.start()
        out.append(Mention(text[start : m.end()], start, m.end(), o, ()))
    return out
