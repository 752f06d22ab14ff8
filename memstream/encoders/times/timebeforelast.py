""" "The friday before last", "the summer before last": the one before the last one
(tests/data/timeexpr.md: last <weekday> is the most recent one before the day it was said,
last <season> the latest one over before the moment it was said), so "the friday before last",
said on Wednesday 11 March, is Friday 27 February (last Friday is the 6th) and "the summer
before last", said in March 2026, is summer 2024. Duckling reads both forward, as "the friday
after next". A weekday cut short ("the thurs before last") is a day only after "the" or "on"
("I sat before last orders": a verb), and "fall" only after "the". A clock time right after a
weekday's ("the friday before last at 7pm") is on that day. "Before last" before a noun ("the
friday before last christmas", "before last week's game", chat's "before last weeks game") is
"before" with an object, read as it was.
"The week (weekend, month, year) before last" is `timerules.relative_units`. A holiday before
last ("xmas before last", "the easter before last") is the one before the latest one before the
day it was said, each as Duckling dates it (`holidays_before_last`).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timeclock import hours_for
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Parser, first_day
from memstream.encoders.times.timerules import Occurrence, add_grain
from memstream.encoders.times.timevocab import (
    HOLIDAYS,
    SEASONS,
    TIME_WORDS,
    WEEKDAY,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAY_NUMBERS,
)

_SEASON_MONTH = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
_BEFORE_LAST = re.compile(
    r"\b(the\s+|on\s+)?(" + WEEKDAY + "|" + "|".join(sorted(SEASONS)) + r")\.?\s+before\s+last\b"
    r"(?!'|\s*-)",
    re.I,
)
_HOLIDAY_BEFORE_LAST = re.compile(
    r"\b(the\s+)?(" + "|".join(sorted(HOLIDAYS, key=len, reverse=True)) + r")\s+before\s+last\b"
    r"(?!'|\s*-)",
    re.I,
)
#: A clock time right after it ("the friday before last at 7pm"): that hour (minute) of the day.
_AT_CLOCK = re.compile(r"\s+(?:at|@)\s*(\d{1,2})(?::([0-5]\d))?(?:\s*([ap])\.?m\b\.?)?", re.I)
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
    if word is None:
        return True
    word_ = word.group(1).lower()  # "last years party": "last year's"
    return word_ not in _OBJECTS and not (word_.endswith("s") and word_[:-1] in _OBJECTS)


def _at_clock(text: str, end: int, day: Occurrence) -> tuple[int, Occurrence]:
    """The end and reading of a day with the clock time right after it ("... at 7pm"): on a
    named day a time without am/pm is its daytime reading, 07:00 to 19:00, unless its
    sentence tells the evening or the morning ("at 7:30 we had dinner": 19:30)."""
    m = _AT_CLOCK.match(text, end)
    if m is None or int(m.group(1)) > (23 if m.group(3) is None else 12):
        return end, day
    hour = int(m.group(1))
    if m.group(3) is not None:
        hour = hour % 12 + (12 if m.group(3).lower() == "p" else 0)
    elif hour <= 12:  # its half of the day: the daytime, unless the sentence tells otherwise
        lo, hi = hours_for(text, m.start(1), m.end())
        hour = next((h for h in (hour % 12, hour % 12 + 12) if lo <= h < hi), hour)
    start = day.start.replace(hour=hour, minute=int(m.group(2) or 0))
    grain, length = ("minute", timedelta(minutes=1)) if m.group(2) else ("hour", timedelta(hours=1))
    return m.end(), Occurrence(start, start + length, grain, grain)


def before_last(text: str, reference: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each "the <weekday> (<season>) before last"."""
    out = []
    for m in _BEFORE_LAST.finditer(text.replace("’", "'")):
        word = m.group(2).lower()
        lead = (m.group(1) or "").strip().lower()  # "on sat before last", not "on fall ..."
        if (not lead and word in WEEKDAY_ABBREVIATIONS) or (word == "fall" and lead != "the"):
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
        end, o = _at_clock(text, m.end(), o) if o.grain == "day" else (m.end(), o)
        out.append((m.start(), end, o))
    return out


def _holiday(reader: Parser, name: str, wall: datetime) -> Occurrence | None:
    """The holiday `name` before the latest one before the day of `wall`, as Duckling dates
    each (the next one from a day in each of the years before)."""
    today = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    found: dict[datetime, Occurrence] = {}
    for years in range(4):
        try:
            at = today.replace(year=today.year - years, month=1, day=1)
        except ValueError:
            continue
        if (o := first_day(reader, name, at)) is not None:
            found[o.start] = o
    before = sorted((o for o in found.values() if o.start < today), key=lambda o: o.start)
    return before[-2] if len(before) > 1 else None


def holidays_before_last(reader: Parser, text: str, wall: datetime) -> list[Mention]:
    """Each "(the) <holiday> before last" of `text` ("xmas before last")."""
    out = []
    for m in _HOLIDAY_BEFORE_LAST.finditer(text.replace("’", "'")):
        if not _ends_phrase(text, m.end()):
            continue
        o = _holiday(reader, m.group(2).lower(), wall)
        if o is not None:
            out.append(Mention(text[m.start() : m.end()], m.start(), m.end(), o, ()))
    return out
