"""A date told as how far off it is: "N units away" after a present of "be" ("the wedding
is 6 wks away", "competition's 3 weeks away", "exams are only 10 days away", "we're 2
months away from launch"), which Duckling does not read. It is what "in N units" is
(tests/data/timeexpr.md): the calendar unit holding the moment that far ahead ("6 wks
away" said on Sunday 22 September 2024 is the week of 28 October).

Not a distance, which chat gives in hours and minutes ("it's 3 hrs away", "I'm 20 mins
away") or with the way or the place it is from ("the farm is 2 days away by boat", "it's 3
days away from here"), nor a stretch spent away ("2 years away 🥹", no "be" before it), nor
a past "be" ("the wedding was 6 weeks away when ..."), told from a moment the sentence does
not give; nor a rough count ("a few weeks away", "less than 2 weeks away").
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, add_grain, floor

_COUNTS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}
_UNITS = {"d": "day", "w": "week", "m": "month", "y": "year"}
#: A present of "be", a few adverbs, then the count, its unit and "away".
_AWAY = re.compile(
    r"(\b(is|are|am)|['’](s|re|m))\s+((only|just|still|now|officially|literally|exactly)\s+)*"
    r"(?P<what>(?P<n>\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s+(?P<unit>days?|weeks?|wks?|months?|mos|years?|yrs?)\s+away)\b",
    re.I,
)
#: What makes the count a distance: the way one travels it, or where it is from.
_DISTANCE = re.compile(
    r"\s*(by\s+(car|boat|train|plane|bus|road|foot|air|ferry|sea|bike)|on\s+foot|"
    r"(drive|walk|flight|ride|sail|trek|hike)\b|from\s+(here|there|us|me|you|home|town)\b)",
    re.I,
)


def _ahead(wall: datetime, n: int, unit: str) -> Occurrence:
    """The calendar `unit` holding the moment `n` of them after `wall`."""
    if unit in ("day", "week"):
        start = floor(wall + timedelta(days=n * (7 if unit == "week" else 1)), unit)
    else:
        start = floor(wall, unit)
        for _ in range(n):
            start = add_grain(start, unit)
    return Occurrence(start, add_grain(start, unit), unit, unit)


def units_away(text: str, wall: datetime) -> list[Mention]:
    """Each "is N units away" in `text`, as the unit that far ahead of `wall`."""
    out = []
    for m in _AWAY.finditer(text):
        if _DISTANCE.match(text, m.end()):
            continue
        word = m.group("n").lower()
        n = int(word) if word.isdigit() else _COUNTS[word]
        unit = _UNITS[m.group("unit")[0].lower()]
        try:
            o = _ahead(wall, n, unit)
        except (OverflowError, ValueError):
            continue
        out.append(Mention(m.group("what"), m.start("what"), m.end("what"), o, ()))
    return out
