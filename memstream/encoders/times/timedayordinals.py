"""Days of the month listed apart ("on the 3rd, 10th and 17th", "the 5th and 19th of
June", "the 2nd, 9th or 16th"): each its own date, the later ones written bare (tests/
data/timeexpr.md: two days apart joined by "and" are two dates). Duckling reads the first
alone and drops the bare ones. Days in a row ("the 25th and 26th") are
`timedaypairs.day_pairs`'s span; a list not after "the" or a word that introduces days
("1st, 2nd and 3rd"), or before a noun ("the 1st, 5th and 9th holes"), is places, left out.
Each day is read by Duckling through the resolver (`timereader.Reader`), with the month
after the list where one is named.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timejoins import DAYS_INTRODUCED
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeneighbours import day_off, noun_follows
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timevocab import MONTH

_ORD = r"\d{1,2}(?:st|nd|rd|th)"
#: Two or more days of the month joined by commas, "and", "&" or "or", and their month.
_LIST = re.compile(
    rf"\b(?P<the>the\s+)?(?P<days>{_ORD}(?:(?:\s*,\s*|\s*,?\s+(?:and|&|or)\s+){_ORD})+)\b"
    rf"(?P<tail>\s+of\s+((next|this|last)\s+month|{MONTH})\b|\s+{MONTH}\b)?",
    re.I,
)


def day_ordinals(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each day of a list of days of the month not all in a row: the first as "the 3rd"
    (with the month after the list), the later ones as written ("10th")."""
    out: list[Mention] = []
    for m in _LIST.finditer(text):
        days = list(re.finditer(_ORD, m.group("days")))
        numbers = [int(d.group(0)[:-2]) for d in days]
        if all(b - a == 1 for a, b in itertools.pairwise(numbers)) or len(set(numbers)) < len(days):
            continue  # days in a row: a span (`timedaypairs`); a day twice: no list of dates
        if noun_follows(text, m.end()) and not day_off(text, m.end()):
            continue  # "the 1st, 5th and 9th holes"
        if not m.group("the") and not DAYS_INTRODUCED.search(
            text[max(0, m.start() - 20) : m.start()]
        ):
            continue  # "came 1st, 4th and 2nd": places
        tail = m.group("tail") or ""
        base = m.start("days")
        for i, d in enumerate(days):
            lo, hi = base + d.start(), base + d.end()
            if i == 0:
                lo = m.start()
            body = "the " + d.group(0) + tail
            out += day_alone(reader, text, body, lo, hi, wall)
    return out


def day_alone(
    reader: Reader, text: str, body: str, start: int, end: int, wall: datetime
) -> list[Mention]:
    """The day of the month `body` ("the 30th") as the mention written at text[start:end]."""
    items = [it for it in reader.parse(body, wall) if it["end"] - it["start"] == len(body)]
    found = reader.mention(body, start, end, items[0]["value"], wall) if items else []
    return [replace(f, text=text[start:end]) for f in found if f.chosen.grain == "day"]
