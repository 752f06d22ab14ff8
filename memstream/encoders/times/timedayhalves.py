""" "am" and "pm" after a day as chat writes the morning and the afternoon ("tmrw am works",
"sat pm is free", "can do thurs am"): spelled out for Duckling, which reads them as no
time; not before a clock time ("tmrw am 9" is rare, "mon 9 am" is the clock's own).
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_HALF = re.compile(
    rf"\b(?:today|tomorrow|tmrw|tmr|{WEEKDAY})\.?\s+(?P<half>am|pm)\b(?!\s*\d)(?![.:]\w)", re.I
)
_FULL = {"am": "morning", "pm": "afternoon"}


def day_halves(text: str) -> list[tuple[int, int, str]]:
    """(start, end, spelled out) of each "am"/"pm" right after a day in `text`."""
    return [
        (m.start("half"), m.end("half"), _FULL[m.group("half").lower()])
        for m in _HALF.finditer(text)
    ]
