"""A clock time told on someone else's clock, with no city, beside the event's own on the
speaker's ("zoom thursday 4pm my time, 8pm theirs", "the call is 9am for us, 5pm his time"):
the same moment told twice, so both are written down at the speaker's one (tests/data/
timeexpr.md, other places' clocks), as a city's clock is (timecityclock.py). Only for two
clock times side by side, one marked as the speaker's ("my time", "our time", "here", "for
me") and the other as another's ("theirs", "their time", "his time", "for them", a team or
an office elsewhere, "for the la office"), nothing
but a comma or a word of restating between; a clock time of another's with none of the
speaker's beside it ("call at 8pm their time") stays as said, and so do two told only as for
whom ("meds at 8am for me, 8pm for her", "shift at 9am for me, 2pm for you": two times).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE

#: Right after a clock time, the speaker's clock ("4pm my time", "9am here", "9am for us").
_MINE = re.compile(r"\s*((my|our|local)\s+time|here|for\s+(me|us))\b", re.I)
#: Right after a clock time, another's clock ("8pm theirs", "5pm his time", "2am for them",
#: "4pm for the ny team").
_THEIRS = re.compile(
    r"\s*(theirs|(their|his|her|your)\s+time|for\s+(them|him|her|you|the\s+others?)"
    r"|for\s+(the|our|my)\s+([^\W\d_]+\s+)?(team|office|side|folks|crew|client|clients|lot))\b",
    re.I,
)
#: A mark that tells only for whom the time is ("for me", "for her"), no clock.
_FOR = re.compile(r"\s*for\s", re.I)
#: What may stand between the two: a comma, a slash, a bracket, "and", "which is", "=".
_BETWEEN = re.compile(r"^\s*([,;/(=-]|\band\b|\bwhich\s+is\b|\bor\b)?\s*$", re.I)


def _is_clock(m: Mention) -> bool:
    o = m.chosen
    return o.unit in FINE and o.end - o.start <= timedelta(hours=1)


def _marked(text: str, m: Mention, pattern: re.Pattern[str]) -> int | None:
    """Where the mark of `pattern` right after the clock time `m` ends, None if none."""
    found = pattern.match(text, m.end)
    return found.end() if found else None


def _for_whom(text: str, a: Mention, b: Mention) -> bool:
    """Whether both clock times are marked only as for whom ("8am for me, 8pm for her"):
    a time each, not one moment on two clocks."""
    return all(_FOR.match(text, m.end) for m in (a, b))


def at_speakers_clock(text: str, kept: list[Mention]) -> list[Mention]:
    """The mentions with a clock time told on another's clock, beside one on the speaker's,
    read as the speaker's one."""
    out = list(kept)
    for k in range(len(out) - 1):
        a, b = out[k], out[k + 1]
        if not (_is_clock(a) and _is_clock(b)) or _for_whom(text, a, b):
            continue
        mine_a, theirs_a = _marked(text, a, _MINE), _marked(text, a, _THEIRS)
        if mine_a is not None and _marked(text, b, _THEIRS) is not None:
            mine, at, gap = a, k + 1, mine_a  # "4pm my time, 8pm theirs"
        elif theirs_a is not None and _marked(text, b, _MINE) is not None:
            mine, at, gap = b, k, theirs_a  # "8pm theirs, 4pm my time"
        else:
            continue
        if _BETWEEN.match(text[gap : b.start]):
            out[at] = replace(out[at], chosen=mine.chosen, occurrences=mine.occurrences)
    return out
