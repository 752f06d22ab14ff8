"""The half of the day of a bare clock time, what tells it and what does not.

With no day ("drinks at 6", "at 9 for breakfast"), a word of the evening or the morning in
its own clause tells it, as it does on a named day
(tests/data/timeexpr.md, clock times without am/pm: "dinner on saturday at 8" is 20:00);
the reading is then the nearest one of that half in the sentence's tense ("drinks at 6",
said at 10:30, is 18:00 that day, not 06:00, nearer but past). With no such word the
readings are left as they are: the nearest in the sentence's tense ("gym at 6 before work",
said at 10:30, keeps 06:00).

On a named day, a word of the morning or evening in another clause (after or before a comma)
that has a clock time of its own tells that one, not this one ("woke at 5 today, vet
thursday at 3": 15:00, the daytime); with no day, only its own clause tells it ("ran errands
all morning, pickup at 3:15": 15:15).
"""

from __future__ import annotations

import contextlib
import itertools
import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times import timeclock
from memstream.encoders.times.timerules import Occurrence

#: A clock time that is only that, without am/pm ("at 6", "by 7:30", "9"): two readings a day.
_BARE = re.compile(r"^((at|by|around|about)\s+)?([1-9]|1[0-2])([:.][0-5]\d)?$", re.I)
_DAY = timedelta(days=1)
#: What ends a clause: a comma, a semicolon, a stop, a question or exclamation mark, a dash.
_CLAUSE = re.compile(r"[,;.!?\n]|\s[-–—]\s")


#: A clock time of a clause's own ("at 6", "6am", "5:30", "by 7"): the clause's word of the
#: morning or evening tells that one.
_OWN_CLOCK = re.compile(
    r"\b((at|by|around)\s+\d{1,2}\b|\d{1,2}([:.]\d\d)?\s*(am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d)", re.I
)
#: What ends a clause inside a sentence (a comma, a semicolon).
_PART = re.compile(r"[,;]")


def hours_for(text: str, start: int, end: int) -> tuple[int, int]:
    """The window of hours of the clock time at text[start:end] (`timeclock.hours_for`); for
    a bare one with no day, told by its own clause only: a word of the morning in another
    ("ran errands all morning, pickup at 3:15") is that clause's time, not this one's. On a
    named day, a clause with a clock time of its own tells nothing of this one ("the cat
    woke me at 5, vet thursday at 3": 15:00, not 03:00)."""
    if not _BARE.match(text[start:end].strip()):
        return timeclock.hours_for(_others_blank(text, start, end), start, end)
    lo = max((m.end() for m in _CLAUSE.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, end)), len(text))
    return timeclock.hours_for(text[lo:hi], start - lo, end - lo)


def _others_blank(text: str, start: int, end: int) -> str:
    """`text` with each clause other than the one holding [start, end) that has a clock
    time of its own blanked out (spaces, the offsets kept)."""
    cuts = [0, *(m.end() for m in _PART.finditer(text)), len(text) + 1]
    out = text
    for lo, hi in itertools.pairwise(cuts):
        if lo <= start < hi or not _OWN_CLOCK.search(text, lo, hi - 1):
            continue
        out = out[:lo] + " " * (hi - 1 - lo) + out[hi - 1 :]
    return out


def window(
    body: str, chosen: Occurrence, found: list[Occurrence], hours: tuple[int, int], anchored: bool
) -> tuple[Occurrence, list[Occurrence]]:
    """Duckling's first reading of `body` and its readings, kept within `hours`: on a named
    day (`anchored`) as `timeclock.daytime` keeps them; with no day, only where `hours` is
    the evening's or the morning's (a word of its clause tells it: `hours_for`), not the
    daytime a named day takes, and the day's before the first (a past one: "we went for
    drinks at 6", said at 10:30, is last night's 18:00); the first reading then the first
    one kept from it, which a clock read on a day named before it takes ("on the 13th,
    doors 8pm, soundcheck at 6": 18:00 that day). A clock written with a leading zero keeps
    its own half as a bare one with a word of the morning does ("left the house at 06:45",
    said at 19:30, is 06:45 that morning, not 18:45). All of them when none falls within."""
    own = _BARE.match(body.strip()) or timeclock.padded(body)  # "left at 06:45": the morning
    if anchored or hours == timeclock.DAY_HOURS or not own:
        return chosen, timeclock.daytime(found, hours, anchored)
    kept = {o.start: o for o in found if hours[0] <= o.start.hour < hours[1]}
    if not kept:
        return chosen, found
    first = min(kept.values(), key=lambda o: o.start)  # Duckling lists from the wall clock
    with contextlib.suppress(OverflowError):  # said early on 2 January of the year 1
        kept.setdefault(
            first.start - _DAY, replace(first, start=first.start - _DAY, end=first.end - _DAY)
        )
    out = [kept[k] for k in sorted(kept)]
    return next((o for o in out if o.start >= chosen.start), out[-1]), out
