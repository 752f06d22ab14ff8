"""Minutes and seconds capped by "max" or "tops" in a message about a length ("the package is
1:45 long, the exec wants 1:30 max", "keep the speech 3:30 max", "trim the clip to 2:10
tops"): how long something runs, no clock time (tests/data/timeexpr.md, "Not dates": durations
without an anchor, race times and paces). Told by a word of a length, a piece that runs or an
edit in the message. Not after a word that introduces a clock time ("at 1:30 max", "by 2:30
tops"), nor with no word of a length ("be there 2:30 max": the latest one comes).
`timelookalikes.lookalike` asks `capped`.
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
#: A word of a length, a piece that runs or an edit, anywhere in the message.
_LENGTH = re.compile(
    r"\b(long|length|runtime|running\s+time|run\s+time|duration|clip|edit|editing|"
    r"trim|cut|package|segment|speech|song|track|intro|outro|trailer|ad|advert|promo|"
    r"reel|pace|split|lap)\b",
    re.I,
)


def capped(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is minutes and seconds capped by "max" in a message about a
    length: a length, no clock time."""
    if not _BARE.match(text[start:end]) or not _CAP.match(text[end : end + 12]):
        return False
    if _INTRO.search(text[max(0, start - 12) : start]):
        return False
    return _LENGTH.search(text) is not None
