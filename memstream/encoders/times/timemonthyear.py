"""A month and the year it falls in, said as "next year", "last year" or "this year" after it
("we're going back in april next year", "the roof was fixed in october last year", "march of
next year"): that month of that year, which Duckling reads as the whole year. "May" only
after a word that introduces a month ("in may this year", "by may next year"), the verb as
often as the month ("you may next year"); not a day or a part of the month before it ("5
nov next year", "mid oct last year"), which Duckling reads whole.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import MONTH

_MONTH_YEAR = re.compile(
    rf"\b(?P<month>{MONTH}|may)\.?(?:\s+of)?\s+(?P<which>next|last|this)\s+(year|yr)\b(?![-'’]\w)",
    re.I,
)
#: A word that introduces a month right before "may" ("in may this year", "by may next
#: year"): the month, not the verb ("you may next year").
_MAY_LEAD = re.compile(
    r"\b(in|by|since|until|till|til|from|before|after|during|through|thru|for)\s+$", re.I
)
_SHIFT = {"next": 1, "last": -1, "this": 0}
#: A day or a part of the month before the month ("5 nov next year", "mid oct last year",
#: "the end of june next year"): Duckling's reading of the whole, which stays.
_PART_BEFORE = re.compile(r"(\d|\b(mid|early|late|of|the))[\s.-]*$", re.I)


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def _number(word: str) -> int:
    """The month's number from its name, whole or cut short ("sept" 9)."""
    return _MONTHS.index(word.lower()[:3]) + 1


def month_years(text: str, wall: datetime) -> list[Mention]:
    """Each "<month> next/last/this year" in `text`, as that month of that year."""
    out = []
    for m in _MONTH_YEAR.finditer(text):
        if _PART_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        if m.group("month").lower() == "may" and not _MAY_LEAD.search(text, 0, m.start()):
            continue  # "you may next year": the verb
        year = wall.year + _SHIFT[m.group("which").lower()]
        if not 1 <= year < 9999:
            continue
        month = _number(m.group("month"))
        start = datetime(year, month, 1)
        end = datetime(year + (month == 12), month % 12 + 1, 1)
        o = Occurrence(start, end, "month", "month")
        out.append(Mention(m.group(0), m.start(), m.end(), o, ()))
    return out
