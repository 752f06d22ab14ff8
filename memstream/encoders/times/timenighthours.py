"""A clock time in the small hours before the night it ended ("the alarm went off at 2 last
night", "up till 3 last night", "we'll be out till 1 tonight"): that hour after the night's
midnight (tests/data/timeexpr.md: chat counts the hours after midnight to the night before,
"from 11pm to 3am last night" runs to 03:00; "until X" is X). Duckling reads such an hour
apart from its night, on the day it was said ("at 2": 14:00), or not at all. An hour from 1
to 5 or 12 (midnight), with no "am", after "at", "around", "about", "by", "till" or "until";
not "by" a margin after a word of a result ("won by 2 last night"), nor a bare number ("scored
2 last night": a count). An evening hour ("at 9 last night") Duckling reads itself, and so
`timenightclock.small_hours_value` an hour with minutes or "am" in one match ("2am" apart
from its night Duckling reads right, and the night as its own mention).

`timeexpr.TimeResolver.mentions` asks `night_hours`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timebyplace import result_clause
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_NIGHT_HOUR = re.compile(
    r"\b(?:(?P<lead>at|around|about|by|till|til|until)\s+)?(?P<h>1[0-2]|[1-9])"
    r"(?::(?P<m>[0-5]\d))?(?:\s*(?P<ap>a\.?m\b\.?))?\s+(?P<night>last\s+night|tonight|tonite)\b",
    re.I,
)
#: How far past midnight a night goes on.
_SMALL_HOURS_END = 6


def night_hours(text: str, wall: datetime) -> list[Mention]:
    """Each hour in the small hours before "last night" or "tonight" in `text`, that hour
    after the night's midnight."""
    out: list[Mention] = []
    day = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    for m in _NIGHT_HOUR.finditer(text):
        lead = (m.group("lead") or "").lower()
        hour = int(m.group("h")) % 12
        if hour >= _SMALL_HOURS_END or not lead or m.group("ap"):
            continue  # "at 9 last night", "at 2am": Duckling's; "scored 2 last night": a count
        if lead == "by" and result_clause(text[: m.start()]):
            continue  # "we won by 2 last night": a margin
        tonight = m.group("night").lower() != "last night" and wall.hour >= _SMALL_HOURS_END
        minute = int(m.group("m") or 0)
        try:
            at = day + timedelta(days=int(tonight), hours=hour, minutes=minute)
            step = timedelta(minutes=1) if m.group("m") else timedelta(hours=1)
            grain = "minute" if m.group("m") else "hour"
            o = Occurrence(at, at + step, grain, grain)
        except OverflowError:  # said on the last day Python's datetimes hold
            continue
        start = m.start("h") if lead in ("till", "til", "until") else m.start()
        out.append(Mention(text[start : m.end()], start, m.end(), o, ()))
    return out
