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
day), a number glued to another.
"""

from __future__ import annotations

import re

_DAY_FIRST = re.compile(r"(?<![\d/.,:£$€])(\d{1,2})([/.])(\d{1,2})(?![\d/]|\.\d|,\d|:\d|%)")
#: Words right before a dotted number that make it a clock time ("at 13.05").
_CLOCK_BEFORE = re.compile(r"\b(at|around|from|by|after|before|about|@)\s*$", re.I)
_CLOCK_AFTER = re.compile(r"^\s*(am|pm|a\.m|p\.m|h|hrs?|o'?clock)\b", re.I)
#: A unit after a dotted number: a decimal measure ("13.05 km", "22.10 seconds").
_UNIT_AFTER = re.compile(
    r"^\s*(km|k|kg|g|m|mi|miles?|kms|lbs?|kilos?|degrees|°|mph|kph|secs?|seconds|s|mins?|"
    r"minutes|x|points|pts|percent|litres|liters|l|ml|cm|mm|ft|feet|in|inches)\b",
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


def swapped(text: str) -> str:
    """`text` with each day-first date without a year written month first, for Duckling."""
    out = list(text)
    for m in _DAY_FIRST.finditer(text):
        day, sep, month = int(m.group(1)), m.group(2), int(m.group(3))
        if not (12 < day <= 31 and 1 <= month <= 12) or (day, month) == (24, 7):
            continue
        if _CLOCK_AFTER.match(text[m.end() : m.end() + 8]):
            continue  # "13.05 pm"
        if sep == "." and (
            len(m.group(3)) < 2
            or _UNIT_AFTER.match(text[m.end() : m.end() + 12])
            or _DECIMAL_BEFORE.search(text[max(0, m.start() - 12) : m.start()])
        ):
            continue  # "13.5", "13.05 km", "scored 14.10": a decimal
        if (
            sep == "."
            and day < 24
            and _CLOCK_BEFORE.search(text[max(0, m.start() - 8) : m.start()])
        ):
            continue  # "at 13.05": a clock time
        out[m.start() : m.end()] = f"{m.group(3)}/{m.group(1)}"
    return "".join(out)
