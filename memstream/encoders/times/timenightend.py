"""A clock time in the small hours in the part right after a night that is over ("the heater
died last night, -2 inside by 6am", "power cut friday night, back on around 4am", said on
the Saturday): the end of that night, in the hours after its midnight (tests/data/timeexpr.md:
a clock time with no day of its own right after a part of a day, joined by a comma, is on
it; chat counts the hours after midnight to the night before), not the next such hour to
come. Only a part with no verb of its own (no subject, no past in "-ed": "last night, we
land at 6am" is the coming one) and no stop; a clock time that is in the night itself is
left to the other passes.

`timetogether.read_together` asks `night_end`.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timephrases import words

#: The clock time: an hour with "am" or minutes ("6am", "by 5:30am", "around 4").
_CLOCK = re.compile(r"^((at|by|around|about|till|until)\s+)?\d{1,2}(:\d{2})?\s*(a\.?m\.?)?$", re.I)
#: The gap: a comma, then a few words and no stop.
_GAP = re.compile(r"^\s*,[^.!?\n;]{0,30}$")
_SUBJECTS = words("i we you u he she they it its it's everyone someone who")
_SMALL_HOURS = timedelta(hours=6)


def _verbless(gap: str) -> bool:
    """Whether the part between the night and the clock time has no verb of its own."""
    said = re.findall(r"[a-z'’]+", gap.lower())
    return not any(w in _SUBJECTS or w.endswith("ed") for w in said)


def _ended(night: Mention, wall: datetime) -> bool:
    """Whether `night` is a night (an evening) that ends at a midnight already past."""
    o = night.chosen
    end = o.end
    midnight = (end.hour, end.minute) == (0, 0) and o.start.date() != end.date()
    return midnight and o.grain == "interval" and end <= wall and not night.recurring


def night_end(text: str, found: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions with a clock time right after a night that is over at its end."""
    out = list(found)
    for k in range(1, len(out)):
        night, clock = out[k - 1], out[k]
        if clock.anchor is not None or not _CLOCK.match(clock.text) or not _ended(night, wall):
            continue
        gap = text[night.end : clock.start]
        if not _GAP.match(gap) or not _verbless(gap):
            continue
        end = night.chosen.end
        after = [
            o for o in (clock.chosen, *clock.occurrences) if end <= o.start <= end + _SMALL_HOURS
        ]
        if after:
            out[k] = Mention(clock.text, clock.start, clock.end, after[0], (), anchor=night.start)
    return out
