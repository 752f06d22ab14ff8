"""Ranges of clock times ("from 1 to 3", "between 9 and 11 today", "sat 2-4", "from 10pm to 2am
last night"), as a careful reader takes them (tests/data/timeexpr.md, "ranges"): from the first
time to the second, on the day named beside it (else the nearest one in the sentence's tense);
without am/pm the first time is its daytime reading and the second the next reading after it.
Duckling reads these badly (the end hour whole, "tomorrow" as a day far away, "sat 2-4" as 4
February 2034). Found and read here; their day is found apart (`timejoins.clock_ranges`), and
the window of hours the first time starts in is `timeclock.hours_for`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from memstream.encoders.times import timerangeday, timerangeend
from memstream.encoders.times.timerules import Occurrence, floor

FINE_CLOCK = frozenset({"hour", "minute"})
_T = r"(\d{1,2})(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)?"
RANGE = re.compile(
    rf"(?<![\w/:.$€£,-])(?:(from|between)\s+)?{_T}\s*(-|–|\bto\b|\btill?\b|\buntil\b|\band\b)"
    rf"\s*{timerangeend.HEDGE}(?:{_T}|(noon|midday|midnight)\b)(?![\w/:%,.]*\d)(?![\w%/])",
    re.I,
)
_SCORE_BEFORE = re.compile(
    r"\b(won|win|lost|lose|beat|drew|draw|tied|score|scored|scores|led|leading|trailing|"
    r"final|result|down|up|odds|ratio)\s+$",
    re.I,
)


@dataclass(frozen=True, slots=True)
class ClockRange:
    """A range of clock times at text[start:end]: (hour, minute, "am"/"pm"/None) each."""

    start: int
    end: int
    first: tuple[int, int, str | None]
    second: tuple[int, int, str | None]
    introduced: bool  # "from ..." / "between ..."
    colon: bool  # "9:30-11"

    @property
    def marked(self) -> bool:
        """am/pm or a colon on either end: a clock time, not a count or a score."""
        return self.colon or any(t[2] for t in (self.first, self.second))

    @property
    def unit(self) -> str:
        return "minute" if self.first[1] or self.second[1] else "hour"


def _meridiem(m: str | None) -> str | None:
    return None if not m else ("pm" if m.lower().startswith("p") else "am")


def ranges(text: str) -> list[ClockRange]:
    """The ranges of clock times in `text` that may be times (their day is found apart)."""
    out = []
    for m in RANGE.finditer(text):
        intro, joiner = (m.group(1) or "").lower(), m.group(5).lower()
        if (intro == "between") != (joiner == "and"):
            continue
        first = (int(m.group(2)), int(m.group(3) or 0), _meridiem(m.group(4)))
        word = (m.group(9) or "").lower()  # "from 9 to noon": 12:00 (Duckling: 11:51)
        second = (
            (int(m.group(6)), int(m.group(7) or 0), _meridiem(m.group(8)))
            if not word
            else (0 if word == "midnight" else 12, 0, None)
        )
        if not all(_valid(t, c) for t, c in ((first, m.group(3)), (second, m.group(7) or word))):
            continue
        if _SCORE_BEFORE.search(
            text[max(0, m.start() - 12) : m.start()]
        ) and not timerangeday.no_score(text, intro, m.start(), m.end()):
            continue  # "won 3 to 1"; not "the stall is up from 8 to 12 on saturday"
        out.append(
            ClockRange(
                m.start(),
                m.end(),
                first,
                second,
                bool(intro),
                bool(m.group(3) or m.group(7)),
            )
        )
    return out


def _valid(t: tuple[int, int, str | None], colon: str | None) -> bool:
    hour, _, mer = t
    if mer or not colon:
        return 1 <= hour <= 12
    return 0 <= hour <= 23


def plausible(r: ClockRange, before: bool, after: bool, word: str = "") -> bool:
    """Whether the range reads as clock times: introduced ("from 1 to 3"), or marked (am/pm,
    a colon), or right after a day ("sat 2-4", "tomorrow 8-10"); before a day only after a
    word of being free or busy ("free 2-4 on friday"; not "ages 3-5 on saturday", "the score
    was 2-4 on sunday"); a bare hyphen or "to" between hours going forward ("2-4", "11-1",
    "9-6": from the morning to the evening), not backward ("3-1": a score). `before`/`after`:
    a day right before/after it; `word`: the word before it."""
    if r.marked or r.introduced:
        return True
    if not (before or (after and word.lower() in _FREE)):
        return False
    h1, h2 = r.first[0] % 12, r.second[0] % 12
    return h1 < h2 or (h1 >= 7 and h2 <= 7)  # "11-1", "today 9-6": the day's hours


_FREE = frozenset(
    [
        "free",
        "available",
        "busy",
        "around",
        "open",
        "closed",
        "off",
        "out",
        "away",
        "home",
        "in",
        "here",
        "there",
    ]
)


def _readings(t: tuple[int, int, str | None]) -> list[tuple[int, int]]:
    hour, minute, mer = t
    if mer == "am":
        return [(hour % 12, minute)]
    if mer == "pm":
        return [(hour % 12 + 12, minute)]
    if hour > 12 or hour == 0:
        return [(hour, minute)]
    return [(hour % 12, minute), (hour % 12 + 12, minute)]


def on_day(r: ClockRange, day: datetime, hours: tuple[int, int]) -> Occurrence:
    """The range on the day starting at `day` (midnight): the first time's reading within
    `hours` (or the one the second time's am/pm implies), the second the next after it."""
    firsts = [day.replace(hour=h, minute=m) for h, m in _readings(r.first)]
    seconds = [
        day.replace(hour=h, minute=m) + timedelta(days=k)
        for k in (0, 1)
        for h, m in _readings(r.second)
    ]
    if len(firsts) > 1 and r.second[2] and not r.first[2]:
        # "6 to 9pm": the reading of the first time that comes last before the second
        fixed = seconds[0]
        before = [f for f in firsts if f < fixed]
        start = before[-1] if before else firsts[-1]
    elif len(firsts) > 1:
        inside = [f for f in firsts if hours[0] <= f.hour < hours[1]]
        start = inside[0] if inside else firsts[0]
    else:
        start = firsts[0]
    end = min(s for s in seconds if s > start)
    return Occurrence(start, end, "interval", r.unit)


def around(
    r: ClockRange, wall: datetime, hours: tuple[int, int]
) -> tuple[Occurrence, list[Occurrence]]:
    """The range with no day named (chosen, readings): on the days around `wall`, the next
    to start; the one going on at `wall` alone ("drop-ins from 10 to 6" said at 11:00 is
    today's, not tomorrow's)."""
    days = [floor(wall, "day") + timedelta(days=k) for k in range(-2, 3)]
    options = [on_day(r, d, hours) for d in days]
    options = [o for o in options if o.start <= wall < o.end][-1:] or options
    return next((o for o in options if o.start >= wall), options[-1]), options


#: A range of clock times with a word for one end ("from noon to 9pm", "midnight-2am", "between
#: 10 and noon"), which Duckling reads as a closed range, to the end of the last time's hour.
_WORD_RANGE = re.compile(
    r"\b(noon|midday|midnight)\b.*(\bto\b|\btill?\b|\buntil\b|\band\b|[-\u2013])|"
    r"(\bto\b|\btill?\b|\buntil\b|\band\b|[-\u2013])\s*(noon|midday|midnight)\b",
    re.I,
)


def range_end(body: str, o: Occurrence) -> Occurrence:
    """Duckling's reading `o` of a range of clock times with a word for one end ("tmrw from
    noon to 9pm": 12:00-22:00) as it is written, ending at its last time (12:00-21:00)."""
    if o.grain != "interval" or o.unit not in FINE_CLOCK or not _WORD_RANGE.search(body):
        return timerangeend.minute_end(body, o)  # "sat 21:30 to sun 01:15"
    step = timedelta(minutes=1) if o.end.minute else timedelta(hours=1)
    return Occurrence(o.start, o.end - step, o.grain, o.unit) if o.end - step > o.start else o
