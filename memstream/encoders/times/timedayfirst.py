"""Dates without a year written day first (tests/data/timeexpr.md): "14/07 at 10am",
"18/02", "31.10", "till 15.11". Duckling reads "d/m" month first only, so a day over 12
("14/07": no 14th month) goes unread, and it reads no dotted date at all. Where the first
number can only be the day (13 to 31, the second a month), the two are swapped in the text
Duckling reads ("07/14", "10/31": the same length, so every offset holds), and the texts of
the mentions are the ones written.

Not swapped: a date with a year ("28/02/2027", `timerules.day_first_dates`), "24/7" (every
hour of every day), a decimal or a clock time with a dot ("8.30", "17.45": the second over
12; "13.5", "13.05 km", "scored 14.10": one digit after the dot, a unit after or a word of a
score, a price or a measure before; "at 13.05", "from 14.10": after a word of a time of
day; "open till 17.05", "9.30 till 17.05", "till 17.05 today": after "till" where the
sentence speaks of opening hours, ends a range of clock times or names the day), a number
glued to another. A dotted clock time there is written with a colon for Duckling ("at
17:05", `clock_dots`), which reads no dotted clock time past 12 and the filter none.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timenumbered import changed_from
from memstream.encoders.times.timevocab import WEEKDAY

_DAY_FIRST = re.compile(r"(?<![\d/.,:£$€])(\d{1,2})([/.])(\d{1,2})(?![\d/]|\.\d|,\d|:\d|%)")
#: Words right before a dotted number that make it a clock time ("at 13.05").
_CLOCK_BEFORE = re.compile(r"\b(at|around|from|by|after|before|about|@)\s*$", re.I)
_CLOCK_AFTER = re.compile(r"^\s*(am|pm|a\.m|p\.m|h|hrs?|o'?clock)\b", re.I)
#: A unit after a dotted number: a decimal measure ("13.05 km", "22.10 seconds").
_UNIT_AFTER = re.compile(
    r"^\s*(km|k|kg|g|m|mi|miles?|kms|lbs?|kilos?|degrees|°|mph|kph|secs?|seconds|s|mins?|"
    r"minutes|x|points|pts|percent|litres|liters|l|ml|cm|mm|ft|feet|in|inches|units?|mg|mcg|mmol)\b",
    re.I,
)
#: Words of a score, a price, a measure, a version or a section right before a dotted
#: number: a decimal ("scored 14.10", "paid 15.20", "iOS 17.10", "chapter 13.2").
_DECIMAL_BEFORE = re.compile(
    r"\b(scored|score|scores|scoring|weighed|weighs|weigh|cost|costs|paid|pay|hit|averaged|"
    r"average|avg|rated|rating|price|total|balance|time|pace|ran|swam|split|of|about|around|"
    r"approx|roughly|version|ver|v|ios|macos|android|python|firmware|build|patch|chapter|ch|"
    r"section|sec|page|pg|no|number|verse|rule|article)\s*$",
    re.I,
)


#: "till" a dotted number, a clock time where the sentence speaks of opening hours or
#: times ("open till 17.05", "kitchen serves until 22.15", "till 17.05 today") or ends a
#: range of clock times ("from 9.30 till 17.05"); not "the sale runs till 17.05".
#: Words that end a range of clock times at the next one ("till", "to", a dash).
_TILL = r"(till|til|until|to|-|–)"
_TILL_BEFORE = re.compile(rf"\b{_TILL}\s*$", re.I)
_HOURS_BEFORE = re.compile(
    r"\b(open|opens|opened|opening|serving|serves|served|kitchen|"
    r"hours|shift|staffed|on\s+call|working|work|works|doors)\b",
    re.I,
)
#: A clock time and "till" right before: a range of clock times ("9.30 till 17.05").
_RANGE_START = re.compile(rf"(?<![\d.])(\d{{1,2}})[.:](\d\d)\s*{_TILL}\s*$", re.I)
_DAY_AFTER = re.compile(
    r"^\s*(today|tonight|tomorrow|tmrw|tmr|daily|every\s+day|this\s+(morning|afternoon|"
    rf"evening)|{WEEKDAY})",
    re.I,
)
_AT_BEFORE = re.compile(r"(\bat|@)\s*$", re.I)
#: "till" and a clock time right after: the start of a range of clock times ("9.30 to 17.45").
_RANGE_END = re.compile(rf"^\s*{_TILL}\s*([01]?\d|2[0-3])[.:][0-5]\d(?![\d.])", re.I)


def _clause_before(text: str, start: int) -> str:
    """Up to 80 characters of the clause that ends at `start`."""
    return re.split(r"[.!?\n;]\s", text[max(0, start - 80) : start])[-1]


def _date_too(first: int, second: int) -> bool:
    """Whether a dotted pair could also be a day and a month ("14.05": 14 May)."""
    return 1 <= first <= 31 and 1 <= second <= 12


def _clock_context(text: str, start: int, end: int) -> bool:
    """Whether the clause before `start` speaks of opening hours, a range of clock times
    that are no dates ends at it past 12 ("9.30 till 17.05"; not "14.05 to 17.05", "2.15 to
    3.40"), or a day follows `end`."""
    clause = _clause_before(text, start)
    ranged = _RANGE_START.search(text[max(0, start - 12) : start])
    return bool(
        _HOURS_BEFORE.search(clause)
        or (
            ranged is not None
            and not _date_too(int(ranged.group(1)), int(ranged.group(2)))
            and int(re.split(r"\D", text[start:end])[0]) > 12
        )
        or _DAY_AFTER.match(text[end : end + 20])
    )


def _till_clock(text: str, start: int, end: int) -> bool:
    """Whether the dotted number at [start, end) after "till" is a clock time (see
    `_clock_context`)."""
    return bool(_TILL_BEFORE.search(text[max(0, start - 8) : start])) and _clock_context(
        text, start, end
    )


#: A dotted clock time: an hour of the day, a dot and two digits of minutes ("17.05").
_DOTTED = re.compile(r"(?<![\d/.,:£$€])([01]?\d|2[0-3])\.([0-5]\d)(?![\d/]|\.\d|,\d|:\d|%)")


#: A word of a trade before "at" a dotted number: a price ("sold at 12.50", "trading at 14.20").
_PRICE_AT = re.compile(
    r"\b(sold|sell|sells|selling|priced|bought|buy|buys|buying|trading|trades|traded|listed|"
    r"valued|going)\s+(at|for)\s*$",
    re.I,
)


def _decimal(text: str, start: int, end: int) -> bool:
    """Whether the dotted number at [start, end) is a decimal: a unit after it or a word of
    a score, a price or a measure before it ("13.05 km", "scored 14.10", "sold at 12.50"),
    a measure's earlier value ("3.2kg, down from 3.45"), or a unit after the end of a range
    it starts ("from 2.15 to 3.40 units")."""
    ranged = _RANGE_END.match(text[end : end + 12])  # "from 2.15 to 3.40 units"
    if ranged and _UNIT_AFTER.match(text[end + ranged.end() : end + ranged.end() + 12]):
        return True
    return bool(
        _UNIT_AFTER.match(text[end : end + 12])
        or _DECIMAL_BEFORE.search(text[max(0, start - 12) : start])
        or _PRICE_AT.search(text[max(0, start - 20) : start])
        or changed_from(text, start)  # "3.2kg, down from 3.45"
    )


def _range_start(text: str, start: int, end: int) -> bool:
    """Whether the dotted number at [start, end) starts a range of clock times: "till" and
    a clock time after it, past 12 or in a clause of opening hours ("9.30 to 17.45", "open
    9.30-5.30"; not "the dose went 2.15 to 3.40")."""
    after = _RANGE_END.match(text[end : end + 12])
    if after is None:
        return False
    clause = _clause_before(text, start)
    return int(after.group(2)) > 12 or bool(_HOURS_BEFORE.search(clause))


def clock_dots(text: str) -> str:
    """`text` with each dotted clock time written with a colon ("at 17.05", "open till
    17.05", "from 9.30 till 13.15": "17:05"), for Duckling, which reads no dotted clock time
    past 12 and the filter none at all; the same length, so every offset holds. One that
    could also be a day and a month is a clock time after "at", or after another word of a
    clock time or "till" where the sentence speaks of opening hours, a range of clock times
    ends at it or a day follows ("closed from 14.05 to 18.05": no clock times)."""
    out = list(text)
    for m in _DOTTED.finditer(text):
        if _decimal(text, m.start(), m.end()):
            continue
        before = text[max(0, m.start() - 8) : m.start()]
        if _date_too(int(m.group(1)), int(m.group(2))):  # "from 14.05": 14 May, or 14:05
            clock = bool(_AT_BEFORE.search(before)) or (
                bool(_CLOCK_BEFORE.search(before) or _TILL_BEFORE.search(before))
                and _clock_context(text, m.start(), m.end())
            )
        else:  # "at 17.45", "till 17.45" after a word of opening hours, "9.30 to 17.45"
            clock = bool(_CLOCK_BEFORE.search(before)) or _till_clock(text, m.start(), m.end())
            clock = clock or _range_start(text, m.start(), m.end())
        if clock:
            out[m.start() + len(m.group(1))] = ":"
    return "".join(out)


#: "on" or "due" right before a dotted pair: a day and a month ("free on 12.09", "due
#: 03.11"), also where both could be an hour and minutes.
_DAY_WORD_BEFORE = re.compile(r"\b(on|due)\s+$", re.I)


def _dotted_day(text: str, start: int, end: int) -> bool:
    """Whether the dotted pair at [start, end), the first 12 or under, is a day and a month
    after "on" or "due" ("on 12.09": 12 September, not 12:09): two digits after the dot, a
    month, and no decimal or clock word after it."""
    month = text[start:end].split(".")[1]
    return (
        len(month) == 2
        and 1 <= int(month) <= 12
        and bool(_DAY_WORD_BEFORE.search(text[max(0, start - 8) : start]))
        and not _CLOCK_AFTER.match(text[end : end + 8])
        and not _decimal(text, start, end)
    )


def swapped(text: str) -> str:
    """`text` with each day-first date without a year written month first, for Duckling,
    and each dotted clock time written with a colon (`clock_dots`)."""
    out = list(text)
    for m in _DAY_FIRST.finditer(text):
        day, sep, month = int(m.group(1)), m.group(2), int(m.group(3))
        if sep == "." and 1 <= day <= 12 and _dotted_day(text, m.start(), m.end()):
            out[m.start() : m.end()] = f"{m.group(3)}/{m.group(1)}"  # "free on 12.09"
            continue
        if not (12 < day <= 31 and 1 <= month <= 12) or (day, month) == (24, 7):
            continue
        if _CLOCK_AFTER.match(text[m.end() : m.end() + 8]):
            continue  # "13.05 pm"
        if sep == "." and (len(m.group(3)) < 2 or _decimal(text, m.start(), m.end())):
            continue  # "13.5", "13.05 km", "scored 14.10": a decimal
        if (
            sep == "."
            and day < 24
            and (
                _CLOCK_BEFORE.search(text[max(0, m.start() - 8) : m.start()])
                or _till_clock(text, m.start(), m.end())
            )
        ):
            continue  # "at 13.05", "open till 17.05": a clock time
        out[m.start() : m.end()] = f"{m.group(3)}/{m.group(1)}"
    return clock_dots("".join(out))
