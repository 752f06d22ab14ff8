"""Clock times read against the day beside them, where Duckling reads them on another day or
as an open interval (tests/data/timeexpr.md, "clock times without am/pm" and "ranges"):

- "from" a bare hour after a day ("pool is open on thurs from 7"), no end after it: that hour
  on that day, as "from X" is X ("tues from 6pm", "from 6:30" Duckling reads so itself);
- "until" a clock time on a day ("we can keep your coat until 8 tonight"): that time, as
  "by X" is X (alone, "8 tonight" reads as a count before a day);
- a day and "until" a clock time ("open sun till 5", "working wed until 6pm"), which Duckling
  reads as an interval open back to the first year: that time on that day, as "until X" is X;
- a range of clock times in a part of its own after a day, joined by a comma (or an emoji)
  and a few words ("on Fri 9th May, collect between 2 and 3pm", "sat the 26th 🎉 street
  closed from 12 to 8"): on that day;
- a second clock time joined by "or"/"and" to a clock time on a day ("tuesday at 10:20 or
  3:50", "sat at 2:45 and 5:30"): on the same day, in the daytime when the first is, else
  the reading nearest to the first ("friday at 8pm or 9").
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times import timeclock, timeclockrange
from memstream.encoders.times.timeclockonday import _CLOCK_ONLY, _LINK, _LIST, _on
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, floor
from memstream.encoders.times.timevocab import WEEKDAY

_CLOCK = r"\d{1,2}(:[0-5]\d)?\s*([ap]\.?m\.?)?"
#: "from" a clock time that ends a match, after a day ("tues from 6") or alone ("from 4").
_FROM_CLOCK = re.compile(rf"(^|\S\s+)from\s+{_CLOCK}$", re.I)
#: What makes "from X" run on: "on", "onwards", an end ("from 6 on", "from 6 till late").
_RUNS_ON = re.compile(r"\s*(on|onwards?|till?|until|to|through|thru)\b|\s*[-\u2013]", re.I)
#: "until" a clock time on a day, as the part of the match after "until" ("6 tonight", "6
#: on thursday").
_UNTIL_CLOCK = re.compile(
    rf"^{_CLOCK}\s+(tonight|today|tomorrow|tmrw|tmr|this\s+(morning|afternoon|evening)"
    rf"|(on\s+)?{WEEKDAY}\.?)$",
    re.I,
)
#: A day and "until" a clock time, the whole match: "sun till 5", "on wed until 6pm".
_DAY_UNTIL = re.compile(
    rf"^(?P<day>(on\s+)?{WEEKDAY}\.?)\s+(till?|until)\s+(?P<clock>{_CLOCK})$", re.I
)
#: A part of a plan after an emoji, which chat writes for a comma or a stop: a few words
#: before its range of clock times ("sat the 26th 🎉 street closed | from 12 to 8").
_GLYPH_PART = re.compile(
    r"^\s*[\u2600-\u27bf\U0001f000-\U0001faff]+\ufe0f?\s*(?!.*\b(me|you|us|him|them)\b)"
    r"([a-z'’]+\s+){1,3}$",
    re.I,
)
#: Two clock times joined: "monday at 9:40 | or | 4:10", "sun at 4:15 | and | 6:30".
_JOIN = re.compile(r"^\s*,?\s*(or|and|&)\s*(at\s+)?$", re.I)


def from_clock(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] ends in "from" a clock time, after a day ("tues from
    6") or alone ("drinks at mine from 5"), with nothing after it that runs on ("from 6
    onwards"): that time, not an interval open to the end of time."""
    return bool(_FROM_CLOCK.search(text[start:end])) and not _RUNS_ON.match(text[end : end + 12])


def until_clock(body: str) -> str | None:
    """The clock time on a day that `body`, what comes after "until", names ("6 tonight",
    "5 on friday"), written as Duckling reads it ("at 6 tonight"); None for anything else."""
    return "at " + body if _UNTIL_CLOCK.match(body) else None


def day_until_clock(body: str) -> str | None:
    """A day and "until" a clock time ("sun till 5") written as Duckling reads that time on
    that day ("sun at 5"); None for anything else."""
    m = _DAY_UNTIL.match(body)
    return f"{m.group('day')} at {m.group('clock')}" if m else None


def _range(m: Mention) -> bool:
    body = m.text.rstrip(" .,;:!?")
    return bool(timeclockrange.RANGE.fullmatch(body)) and m.chosen.grain == "interval"


def ranges_on_day(text: str, found: list[Mention]) -> list[Mention]:
    """A range of clock times with no day of its own right after a day, joined by a comma
    or an emoji and a few words ("on Fri 9th May, collect between 2 and 3pm"): on that day."""
    out = list(found)
    for k in range(1, len(out)):
        day, clock = out[k - 1], out[k]
        if not _range(clock) or clock.chosen.unit not in FINE or clock.anchor is not None:
            continue
        if day.chosen.grain != "day" or day.chosen.unit in FINE:
            continue
        gap = text[day.end : clock.start]
        if not (_LINK.match(gap) or _LIST.match(gap) or _GLYPH_PART.match(gap)):
            continue
        chosen = _on(day.chosen, clock.chosen, False)
        options = tuple(_on(o, clock.chosen, False) for o in day.occurrences)
        out[k] = Mention(
            clock.text, clock.start, clock.end, chosen, options, named=day.named, anchor=day.start
        )
    return out


def _beside(first: Occurrence, clock: Occurrence) -> Occurrence:
    """The clock time `clock` on the day of the clock time `first`: in the daytime where
    `first` is, else the reading nearest to it."""
    lo, hi = timeclock.DAY_HOURS
    if lo <= first.start.hour < hi:
        day = floor(first.start, "day")
        return _on(Occurrence(day, day + timedelta(days=1), "day", "day"), clock, True)
    return _on(first, clock, True)


def joined_clocks(text: str, found: list[Mention]) -> list[Mention]:
    """A bare clock time joined by "or"/"and" to a clock time on a named day ("monday at
    9:40 or 4:10"): on that day, settled with it."""
    out = list(found)
    for k in range(1, len(out)):
        first, clock = out[k - 1], out[k]
        if not _CLOCK_ONLY.match(clock.text) or clock.chosen.unit not in FINE:
            continue
        if first.chosen.grain not in ("hour", "minute") or not _JOIN.match(
            text[first.end : clock.start]
        ):
            continue
        if _CLOCK_ONLY.match(first.text) and first.anchor is None:
            continue  # "at 5 or 6": no day named
        if clock.chosen.grain not in ("hour", "minute"):
            continue
        chosen = _beside(first.chosen, clock.chosen)
        options = tuple(_beside(o, clock.chosen) for o in first.occurrences)
        anchor = first.start if first.occurrences else None
        out[k] = Mention(
            clock.text, clock.start, clock.end, chosen, options, named=first.named, anchor=anchor
        )
    return out
