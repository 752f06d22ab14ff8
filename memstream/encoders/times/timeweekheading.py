"""Weekdays after a week that heads their sentence ("next week i'm off mon and tue", "last
week: dentist wed, gym fri"): the days of that week, as "mon and tue next week" are
(tests/data/timeexpr.md: "last/this/next" + weekday is the one in that week), not the nearest
or the coming ones, which may lie in another week ("tue", said on a Monday, would be the
next day). The week opens its sentence, after at most a word that links it ("so next week
..."), and the weekday follows in the same sentence; not one after "back", "after" or
"following" ("next week i'm away, back monday": the Monday after it). `timetogether` asks
`in_heading_week` once the day lists of a week ("mon tues weds next week") are read.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import MONTH, WEEKDAY

_WEEK = re.compile(r"^(next|this|last)\s+week$", re.I)
#: What may stand before the week at the head of its sentence.
_LEAD = re.compile(
    r"(^|[.!?;\n]|:\s)\s*((so|ok|okay|and|but|also|then|right|anyway|plan)\s+)?$", re.I
)
_DAY = re.compile(rf"^(on\s+)?({WEEKDAY})\b", re.I)
_STOP = re.compile(r"[.!?;\n]")
#: A date of its own in the mention ("wed 18th", "fri 20 march"): no weekday to move.
_DATED = re.compile(rf"\d(st|nd|rd|th)\b|\d\s*[/.]\s*\d|\b({MONTH})\b", re.I)
_AFTER = re.compile(r"\b(back|after|following)\s+(on\s+)?$", re.I)


def in_heading_week(text: str, found: list[Mention]) -> list[Mention]:
    """`found` with each weekday after a week that heads its sentence read in that week."""
    out = list(found)
    for w in found:
        if not _WEEK.match(w.text) or w.chosen.grain != "week" or not _LEAD.search(text[: w.start]):
            continue
        for k, m in enumerate(out):
            if m.start < w.end or _STOP.search(text, w.end, m.start) or not _DAY.match(m.text):
                continue
            if _DATED.search(m.text):
                continue  # "next week: wed 18th dentist": the date says its week
            if _AFTER.search(text[max(0, m.start - 16) : m.start]):
                continue  # "next week i'm away, back monday": after that week
            days = sorted({_into(o, w.chosen) for o in (m.chosen, *m.occurrences)}, key=_start)
            days = [o for o in days if w.chosen.start <= o.start < w.chosen.end]
            if days:
                out[k] = replace(
                    m, chosen=days[0], occurrences=tuple(days) if len(days) > 1 else ()
                )
    return out


def _start(o: Occurrence) -> datetime:
    return o.start


def _into(o: Occurrence, week: Occurrence) -> Occurrence:
    """The occurrence moved by whole weeks to start in `week` (its weekday and time kept)."""
    day = o.start.replace(hour=0, minute=0, second=0, microsecond=0)
    shift = timedelta(weeks=math.ceil((week.start - day).days / 7))
    return replace(o, start=o.start + shift, end=o.end + shift)
