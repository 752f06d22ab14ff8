"""A date written with dots, day first, and a year of two digits ("12.6.26", "3.11.27"):
Europe's way (a dot never writes the US month-first date), which Duckling does not read;
that day, after a word that introduces a date. Not a version or a build
("v2.1.26", "version 1.4.25"), an address of numbers ("10.0.0.1") or a decimal.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timerules import Occurrence

_DOTTED = re.compile(r"(?<![\w.,:/])(\d{1,2})\.(\d{1,2})\.(\d{2})(?![\w.,:/%]|\.\d)")
_VERSION = re.compile(
    r"\b(v|ver|version|release|update|build|ios|android|firmware|patch|rev)\s*$", re.I
)


#: What introduces a date ("is 12.6.26", "on 3.5.26", "due 1.9.26"), or the text's start.
_INTRO = re.compile(
    r"(^|[,:;(\-–—\n]|\b(on|is|was|be|for|from|until|till|til|by|since|due|dated|born|of|"
    r"before|after|date|wedding|party))\s*$",
    re.I,
)


def dotted_dates(text: str) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each dotted date with the day first in `text`."""
    out = []
    for m in _DOTTED.finditer(text):
        day, month, year = int(m.group(1)), int(m.group(2)), m.group(3)
        before = text[max(0, m.start() - 12) : m.start()]
        if _VERSION.search(before) or not _INTRO.search(before):
            continue  # "version 2.1.26"; "ran 5.2.25 splits": no word of a date before it
        try:
            start = datetime(2000 + int(year), month, day)
        except ValueError:
            continue
        out.append((m.start(), m.end(), Occurrence(start, start + timedelta(days=1), "day", "day")))
    return out
