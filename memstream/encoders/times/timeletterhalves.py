"""A range of clock times whose halves of the day are written as one letter, as rotas and
shift workers write them ("7a-7p tomorrow", "covering 7p-7a tonight", "thanksgiving
6:30a-3p", "from 11p to 7a"): "a" is am and "p" pm, so the range runs from the first time to
the second (tests/data/timeexpr.md, "ranges"; "7p-7a" from an evening into the next
morning). Duckling reads "7p" alone but not a range of them ("7a-7p" as 19:00 only). Only
where both times carry a letter, joined by a hyphen, "to", "till" or "until": a lone "7a" is
a room, a grade or a form ("room 7a", "year 7a-7b"), and a letter after a clock time that
is no half ("3b-4c") makes no range. Only beside a day: right after it ("7p-7a tonight",
"7a-3p on sat"), or right before it where that day is today, tonight, tomorrow or a holiday
("tomorrow from 9p to 5a", "thanksgiving 7a-7p", "memorial day 6:30a-3p") and no other day
opens the next part ("tonight 7p-7a, tomorrow sleep": Duckling would join them and lose
"tomorrow"). Not with no day ("my shift is 7a-7p", "cover my 3p-11p, it's sunday": a rota's
hours, or the day comes later; "on 12s thurs fri sat next week, 7p to 7a": the hours of
those days), nor after a weekday ("mon 6a to 2p, tue 2p to 10p", "fri 7p-7a then off":
Duckling puts the second range on the first day or drops the night; the weekday alone is
read). Spelled out for Duckling as "am"/"pm" (`timespelled.spelled_out`).
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import HOLIDAYS, WEEKDAY

_T = r"(?:1[0-2]|0?[1-9])(?::[0-5]\d)?"
_RANGE = re.compile(
    rf"(?<![\w:.$£€#/-]){_T}(?P<a>[ap])\s*(?:[-\u2013]|\s(?:to|till?|until)\s)\s*"
    rf"{_T}(?P<b>[ap])(?![\w:/-])",
    re.I,
)


_DAY = rf"(today|tonight|tomorrow|tmrw|tmr|{WEEKDAY}\.?)"
#: A day right after the range ("7p-7a tonight", "7a-3p on sat").
_DAY_AFTER = re.compile(rf"\s+(on\s+)?{_DAY}\b", re.I)
_HOLIDAY = "|".join(re.escape(w) for w in sorted(HOLIDAYS))
#: A day right before the range that is no weekday ("tomorrow from 9p to 5a", "thanksgiving
#: 7a-7p", "memorial day 6:30a-3p"; not "every day 7a-7p", a habit).
_DAY_BEFORE = re.compile(
    rf"\b(today|tonight|tomorrow|tmrw|tmr|{_HOLIDAY}|(?<!every )(?<!each )(?<!per )day|eve)"
    r"\s+(from\s+)?$",
    re.I,
)
#: Another day opening the next part ("7p-7a, tomorrow sleep", "7a-7p, fri off").
_NEXT_DAY = re.compile(rf"\s*[,;]\s*(and\s+|then\s+)?{_DAY}\b", re.I)


def _beside_a_day(text: str, start: int, end: int) -> bool:
    """Whether the range at text[start:end] is beside a day it belongs to."""
    if _DAY_AFTER.match(text, end):
        return True
    return bool(_DAY_BEFORE.search(text, 0, start)) and not _NEXT_DAY.match(text, end)


def letter_halves(text: str) -> list[tuple[int, int, str]]:
    """(start, end, spelled out) of each one-letter half of the day in a range of clock
    times beside a day in `text` ("7a-7p tonight": "am", "pm")."""
    return [
        (m.start(k), m.end(k), m.group(k).lower() + "m")
        for m in _RANGE.finditer(text)
        if _beside_a_day(text, m.start(), m.end())
        for k in ("a", "b")
    ]
