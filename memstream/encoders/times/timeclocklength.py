"""Minutes and seconds capped by "max" or "tops" that tell a length ("the package is 1:45 long,
the exec wants 1:30 max", "keep the speech 3:30 max", "the video should be 2:30 max"): how long
something runs, no clock time (tests/data/timeexpr.md, "Not dates": durations without an anchor,
race times and paces). Told only where the same message tells another length in figures ("1:45
long", "runs 1:45") that the cap does not exceed, or where a piece that runs stands right before
the figures, alone or with its copula or "to" ("the clip is 2:10 tops", "keep the vid 3:00 max",
"trim the track to 3:15 tops"). Never from a word of a length elsewhere in the message ("been a
long day, pickup 5:30 max", "on track, eta 5:45 tops", "the film's 2:15 long so we'll be out
10:30 tops": the latest clock time); not after a word that introduces a clock time ("at 1:30
max", "by 2:30 tops"). `timelookalikes.lookalike` asks `capped`.
"""

from __future__ import annotations

import re

#: A bare hour and minutes, no am/pm ("1:30").
_BARE = re.compile(r"^\d{1,2}:[0-5]\d$")
#: A cap right after it ("max", "tops", "at most").
_CAP = re.compile(r"^\s+(max|maximum|tops|at\s+most)\b", re.I)
#: A word that introduces a clock time right before it ("at", "by", "till").
_INTRO = re.compile(
    r"\b(at|by|till|til|until|before|after|from|to|around|about|between|past|since|@)\s*$", re.I
)
#: Another length told in figures ("is 1:45 long", "runs 3:20", "running time 2:05").
_TOLD = re.compile(
    r"\b(\d{1,2}):([0-5]\d)\s+long\b"
    r"|\b(runs?|running|running\s+time|runtime|length)\s+(is\s+|of\s+)?(\d{1,2}):([0-5]\d)\b",
    re.I,
)
#: A piece that runs right before the figures: alone, with its copula or with "to" ("the vid
#: 3:00 max", "the speech should be 4:00 tops", "trim the track to 3:15 tops").
_PIECE = re.compile(
    r"\b(video|vid|clip|song|speech|package|podcast|pod|episode|ep|voice\s*note|vn|intro|outro|"
    r"edit|track|trailer|promo|reel|segment|advert|ad|teaser|runtime|length|duration)"
    r"(['’]s|\s+(is|should\s+be|must\s+be|needs\s+to\s+be|has\s+to\s+be|can\s+be|to))?\s*$",
    re.I,
)


def _minutes(hours: str, minutes: str) -> int:
    return int(hours) * 60 + int(minutes)


def capped(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is minutes and seconds capped by "max" that tell a length: a
    piece that runs right before it, or another length told in the message that it does not
    exceed; no clock time."""
    if not _BARE.match(text[start:end]) or not _CAP.match(text[end : end + 12]):
        return False
    if _PIECE.search(text[max(0, start - 30) : start]):
        return True  # "keep the vid 3:00 max", "the speech should be 4:00 tops"
    if _INTRO.search(text[max(0, start - 12) : start]):
        return False
    cap = _minutes(*text[start:end].split(":"))
    for m in _TOLD.finditer(text):
        if m.start() <= start < m.end():
            continue
        hours, minutes = (m.group(1), m.group(2)) if m.group(1) else (m.group(5), m.group(6))
        if cap <= _minutes(hours, minutes):
            return True  # "the package is 1:45 long, the exec wants 1:30 max"
    return False
