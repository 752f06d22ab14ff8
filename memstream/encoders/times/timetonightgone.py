""" "Tonight" told as past in the small hours ("home at last, tonight was unreal", said at
01:20; "had the best time tonight x", said at 00:40): the evening just gone, the day before
(tests/data/timeexpr.md: tonight is 18:00-24:00; chat counts the hours after midnight to the
night before, as "from 11pm to 3am last night" does), not the evening of the day it is said.

Only "tonight" (or "tonite", "tonigh") alone, said before 05:00, with a past verb in its
own part of the sentence (up to a stop, comma or semicolon: "was", "were", a regular past
in "-ed", a common irregular one) and no word of the future there ("will", "'ll", "gonna",
"going to") nor a plan's "for", "till" or "until" before it: "can't sleep, tonight's the big
one", "tonight I'll rest" and "so excited for tonight" stay the coming evening.

`timetogether.read_together` asks `gone_tonight`; timethispart.py asks `told_as_past` of "this
evening at 11" said in the small hours.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timepastforms import IRREGULAR_PAST

_TONIGHT = re.compile(r"^(tonight|tonite|tonigh)$", re.I)
#: How long after midnight "tonight" told as past is the evening before.
SMALL_HOURS = 5
_PART_ENDS = re.compile(r"[.!?;,\n]")
_PAST = re.compile(rf"\b({IRREGULAR_PAST}|[a-z]{{2,}}[^e\W]ed)\b", re.I)
_FUTURE = re.compile(r"\b(will|'ll|gonna|going\s+to|shall)\b|\w'll\b", re.I)
_PLAN_BEFORE = re.compile(r"\b(for|till|until|til)\s+$", re.I)


def _part(text: str, start: int, end: int) -> str:
    """The words of the part of the sentence around text[start:end], the mention left out."""
    before = _PART_ENDS.split(text[:start])[-1]
    after = _PART_ENDS.split(text[end:])[0]
    return f"{before} {after}"


def told_as_past(text: str, m: Mention) -> bool:
    """Whether the mention's part of the sentence tells it as past: a past verb, no word of
    the future, no plan's "for", "till" or "until" right before it."""
    part = _part(text, m.start, m.end)
    if not _PAST.search(part) or _FUTURE.search(part):
        return False
    return not _PLAN_BEFORE.search(text[: m.start])


def gone_tonight(text: str, kept: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions with "tonight" told as past in the small hours read as the evening
    before."""
    if wall.hour >= SMALL_HOURS:
        return kept
    out = []
    for m in kept:
        if _TONIGHT.match(m.text) and not m.occurrences and told_as_past(text, m):
            o, day = m.chosen, timedelta(days=1)
            m = replace(m, chosen=replace(o, start=o.start - day, end=o.end - day))
        out.append(m)
    return out
