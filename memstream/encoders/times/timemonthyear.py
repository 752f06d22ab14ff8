"""A month and the year it falls in, said as "next year", "last year" or "this year" after it
("we're going back in april next year", "the roof was fixed in october last year", "march of
next year"): that month of that year, which Duckling reads as the whole year. "May" only
after a word that introduces a month ("in may this year", "by may next year"), the verb as
often as the month ("you may next year"); not a day or a part of the month before it ("5
nov next year", "mid oct last year"), which Duckling reads whole.

Also "may" and a four-digit year ("next one due may 2024", "the launch is may 2025"), which
Duckling reads only after a word such as "in" or "since" and leaves unread elsewhere, as it
reads "june 2024": that month, only to begin the text or a sentence or after a word that
introduces a date (`_MAY_WORD`: "due", "by", "expires", "is", "the" ...), never after a name
("theresa may 2016", "brian may 2022": a name and a year) nor with another month within three
words before it ("from jan to may 2024", "feb and may 2023": a range, Duckling's); not after
a day or a part of the month ("3 may 2024", "early may 2024", read whole), nor before a day
or another digit ("may 2024-25"), nor across a comma ("aunt may, 1926").
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
#: "may" and a four-digit year, which Duckling leaves unread ("due may 2024"); not a year
#: glued to more ("may 2024-25", "may 2024/5"), nor after a comma ("aunt may, 1926": a name
#: and a year), nor with a day before it ("3 may 2024": `_PART_BEFORE`).
_MAY_YEAR = re.compile(r"\bmay\.?\s+(?P<year>(?:19|20)\d\d)\b(?![-–/.:]?\d|['’]\w)", re.I)
#: Words before "may <year>" after which Duckling reads it whole ("in may 2024", "since may
#: 2022", "last may 2022"): its reading stays.
_DUCK_LEAD = re.compile(
    r"\b(in|during|from|after|before|around|since|until|till|til|through|thru|last|next|this)"
    r"\s+$",
    re.I,
)
#: The words that introduce a date, after which "may <year>" is that May ("due may 2024",
#: "expires may 2028", "the launch is may 2025", "lease ends may 2024", "born may 2001"),
#: and a colon or a sentence's start ("next review: may 2025"); any other word may be a name
#: ("theresa may 2016", "aunt may 1926") or the verb ("tuesday may 2024 be the day").
_MAY_WORD = re.compile(
    r"(^|[.!?:\n]\s*|\b(due|by|until|till|til|to|before|after|expires?|expired|expiring|expiry|"
    r"exp|for|since|in|from|of|on|is|was|the|my|our|or|ends?|ended|starts?|started|began|"
    r"graduated|graduating|born)\s+)$",
    re.I,
)
#: Another month within the three words before "may <year>": a range ("from jan to may 2024",
#: "between march and may 2024", "jan - may 2024"), Duckling's.
_MONTH_NEAR = re.compile(
    r"\b(jan|january|feb|february|mar|march|apr|april|jun|june|jul|july|aug|august|sept?|"
    r"september|oct|october|nov|november|dec|december)\b\W*(\w+\W+){0,2}$",
    re.I,
)
_SHIFT = {"next": 1, "last": -1, "this": 0}
#: A day or a part of the month before the month ("5 nov next year", "mid oct last year",
#: "the end of june next year"): Duckling's reading of the whole, which stays.
_PART_BEFORE = re.compile(r"(\d|\b(mid|early|late|of))[\s.-]*$", re.I)


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
    return out + _may_years(text)


def _may_years(text: str) -> list[Mention]:
    """Each "may <year>" of `text` ("due may 2024") as that May."""
    out = []
    for m in _MAY_YEAR.finditer(text):
        if _PART_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "3 may 2024", "mid may 2024": Duckling's reading of the whole
        if _DUCK_LEAD.search(text, max(0, m.start() - 10), m.start()):
            continue  # "in may 2024": Duckling's, with its word
        if not _MAY_WORD.search(text, max(0, m.start() - 20), m.start()):
            continue  # "theresa may 2016": a name and a year
        if _MONTH_NEAR.search(text, max(0, m.start() - 40), m.start()):
            continue  # "from jan to may 2024": a range, Duckling's
        year = int(m.group("year"))
        o = Occurrence(datetime(year, 5, 1), datetime(year, 6, 1), "month", "month")
        out.append(Mention(m.group(0), m.start(), m.end(), o, ()))
    return out
