"""A range of clock times with no day of its own ("from 9 till 3", "7:30-10", "noon till
22:00") further on in a message about an event's day: on that day, as a bare clock time is
(`timeeventday.py`: "teacher only day is fri 23 aug, ... PLD runs from 9 till 3"), its hours
as read (timeclockrange.py), its date the day's.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, floor

_END = r"(\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?|noon|midday|midnight)"
#: Two clock times and nothing else ("from 9 till 3", "7:30-10", "noon till 22:00").
_RANGE = re.compile(rf"^((from|between)\s+)?{_END}\s*(-|–|to|till?|til|until|and)\s*{_END}$", re.I)


def is_range(m: Mention) -> bool:
    """Whether the mention is a range of clock times with no day of its own."""
    o = m.chosen
    short = o.unit in FINE and o.end - o.start < timedelta(hours=24)
    return m.anchor is None and o.grain == "interval" and short and bool(_RANGE.match(m.text))


def range_on(m: Mention, day: Mention) -> Mention:
    """The range on the day (each of its readings), its hours kept."""

    def on(d: Occurrence) -> Occurrence:
        shift = floor(d.start, "day") - floor(m.chosen.start, "day")
        return Occurrence(
            m.chosen.start + shift, m.chosen.end + shift, m.chosen.grain, m.chosen.unit
        )

    options = tuple(on(d) for d in day.occurrences)
    return replace(m, chosen=on(day.chosen), occurrences=options, named=day.named, anchor=day.start)
