"""A range of clock times whose halves of the day are written as one letter, as rotas and
shift workers write them ("7a-7p tomorrow", "covering 7p-7a tonight", "thanksgiving
6:30a-3p", "from 11p to 7a"): "a" is am and "p" pm, so the range runs from the first time to
the second (tests/data/timeexpr.md, "ranges"; "7p-7a" from an evening into the next
morning). Duckling reads "7p" alone but not a range of them ("7a-7p" as 19:00 only). Only
where both times carry a letter, joined by a hyphen, "to", "till" or "until": a lone "7a" is
a room, a grade or a form ("room 7a", "year 7a-7b"), and a letter after a clock time that
is no half ("3b-4c") makes no range; nor a range that opens a part of its own
with no day after it ("on 12s thurs fri sat next week, 7p to 7a": the hours of those days).
Spelled out for Duckling as "am"/"pm"
(`timespelled.spelled_out`).
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_T = r"(?:1[0-2]|0?[1-9])(?::[0-5]\d)?"
_RANGE = re.compile(
    rf"(?<![\w:.$£€#/-]){_T}(?P<a>[ap])\s*(?:[-\u2013]|\s(?:to|till?|until)\s)\s*"
    rf"{_T}(?P<b>[ap])(?![\w:/-])",
    re.I,
)


_DAY = rf"(today|tonight|tomorrow|tmrw|tmr|{WEEKDAY}\.?)"
#: A day right after the range ("7p-7a tonight", "7a-3p on sat").
_DAY_AFTER = re.compile(rf"\s+(on\s+)?{_DAY}\b", re.I)
#: The range opening a part of its own, after a comma or a stop ("thurs fri sat next week,
#: 7p to 7a, ..."): the hours of the days before it, unless a day follows it.
_PART_START = re.compile(r"(^|[,;.!?:]|\s[-\u2013\u2014])\s*$")


def letter_halves(text: str) -> list[tuple[int, int, str]]:
    """(start, end, spelled out) of each one-letter half of the day in a range of clock
    times in `text` ("7a-7p": "am", "pm")."""
    return [
        (m.start(k), m.end(k), m.group(k).lower() + "m")
        for m in _RANGE.finditer(text)
        if _DAY_AFTER.match(text, m.end()) or not _PART_START.search(text, 0, m.start())
        for k in ("a", "b")
    ]
