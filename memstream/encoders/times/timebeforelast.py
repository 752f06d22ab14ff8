""" "The friday before last", "the summer before last": the one before the last one
(tests/data/timeexpr.md: last <weekday> is the most recent one before the day it was said,
last <season> the latest one over before the moment it was said), so "the friday before last",
said on Wednesday 11 March, is Friday 27 February (last Friday is the 6th) and "the summer
before last", said in March 2026, is summer 2024. Duckling reads both forward, as "the friday
after next". A weekday cut short ("the thurs before last") is a day only after "the" ("I sat
before last orders": a verb), and so is "fall". "Before last" before a noun ("the friday
before last christmas", "before last week's game") is "before" with an object, read as it was.
"The week (weekend, month, year) before last" is `timerules.relative_units`.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timerules import Occurrence, add_grain
from memstream.encoders.times.timevocab import (
    SEASONS,
    TIME_WORDS,
    WEEKDAY,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAY_NUMBERS,
)

_SEASON_MONTH = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
_BEFORE_LAST = re.compile(
    r"\b(the\s+)?(" + WEEKDAY + "|" + "|".join(sorted(SEASONS)) + r")\.?\s+before\s+last\b"
    r"(?!'|\s*-)",
    re.I,
)
#: Words after "before last" that are its object ("before last christmas", "last orders").
_OBJECTS = TIME_WORDS | {"orders", "call", "time", "one", "season", "term", "game", "match"}


def _weekday(reference: datetime, weekday: int) -> Occurrence:
    """The weekday before the last one: a week before the most recent one before today."""
    today = reference.replace(hour=0, minute=0, second=0, microsecond=0)
    last = today - timedelta(days=(today.weekday() - weekday - 1) % 7 + 1)
    start = last - timedelta(days=7)
    return Occurrence(start, start + timedelta(days=1), "day", "day")


def _season(reference: datetime, season: str) -> Occurrence:
    """The season before the last one over by the reference (meteorological seasons)."""
    month = _SEASON_MONTH[season]
    starts = [datetime(y, month, 1) for y in range(reference.year - 3, reference.year + 1)]
    last = max(s for s in starts if add_grain(s, "season") <= reference)
    start = last.replace(year=last.year - 1)
    return Occurrence(start, add_grain(start, "season"), "season", "day")


def _ends_phrase(text: str, end: int) -> bool:
    """Whether "before last" ends at `end` without an object ("before last christmas")."""
    word = re.match(r"^\s+([a-z]+)", text[end : end + 24], re.I)
    return word is None or word.group(1).lower() not in _OBJECTS


def before_last(text: str, reference: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each "the <weekday> (<season>) before last"."""
    out = []
    for m in _BEFORE_LAST.finditer(text.replace("’", "'")):
        word = m.group(2).lower()
        if m.group(1) is None and (word in WEEKDAY_ABBREVIATIONS or word == "fall"):
            continue
        if not _ends_phrase(text, m.end()):
            continue
        try:
            if word in _SEASON_MONTH:
                o = _season(reference.replace(tzinfo=None), word)
            else:
                o = _weekday(reference.replace(tzinfo=None), WEEKDAY_NUMBERS[word])
        except (OverflowError, ValueError):  # at the edges of representable time
            continue
        out.append((m.start(), m.end(), o))
    return out
