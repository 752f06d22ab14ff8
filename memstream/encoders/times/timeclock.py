"""Clock times without am/pm, as a careful reader takes them (tests/data/timeexpr.md):

- a bare clock time on a named day ("thursday at 4:30", "5 on christmas eve", "friday after
  6") is its daytime reading, 07:00 to 19:00 (business hours): Duckling takes the first of
  its two readings, the small hours; unless the sentence tells otherwise: a word of the
  evening ("dinner friday at 8") takes the later reading, a word of the morning ("breakfast
  sunday at 11", "woke up at 5") the earlier one. A bare clock time with no day ("at 5") is
  the nearest reading in the sentence's tense, as before ("Call me at 9 if you're still up");
- "after" a clock time ("friday after 6") is that hour, as "by X" is X;
- a range of clock times ("from 1 to 3", "between 9 and 11 today", "sat 2-4", "from 10pm
  to 2am last night") runs from the first time to the second, on the day named beside it
  (else the nearest one in the sentence's tense); without am/pm the first time is its daytime
  reading and the second the next reading after it. Duckling reads these badly (the end hour
  whole, "tomorrow" as a day far away, "sat 2-4" as 4 February 2034).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from memstream.encoders.times import (
    timebyplace,
    timebytask,
    timefromhour,
    timerangeday,
    timerangeend,
    timeupahead,
)
from memstream.encoders.times.timeclauses import CLAUSE as _CLAUSE
from memstream.encoders.times.timeclauses import CLOCK_BETWEEN as _CLOCK_BETWEEN
from memstream.encoders.times.timeclauses import DAY_WORD as _DAY_WORD
from memstream.encoders.times.timeclauses import clocked as _clocked
from memstream.encoders.times.timeclauses import dated as _dated
from memstream.encoders.times.timerules import HIGH, Occurrence, floor
from memstream.encoders.times.timevocab import WEEKDAY

_HALF = timedelta(hours=12)
#: The daytime window a bare clock time's reading starts in.
DAY_HOURS = (7, 19)
_EVENING_HOURS = (12, 24)
_MORNING_HOURS = (1, 13)
#: A clock written with a leading zero ("06:15", "09.30"): the 24-hour clock, its own half of
#: the day, the morning.
_PADDED = re.compile(r"(?<![\d:.])0\d[:.h]\d\d(?![\d:.]|\s*(am|pm|a\.m|p\.m)\b)", re.I)
#: Not a "work party" ("work party sunday 9 till 12") nor a school's ("class party at 11"; a
#: "high/middle school party" is the evening), nor a club's outing by day ("club dive sun 8-12").
_EVENING = re.compile(
    r"\b(dinner|supper|drinks|(?<!work\s)(?<!working\s)(?<!class\s)"
    r"(?<!(?<!high\s)(?<!middle\s)(?<!old\s)(?<!after\s)school\s)party|bar|"
    r"pub|club(?!\s+(rides?|runs?|walks?|swims?|hikes?|training|race|match|game|launch(es)?|"
    r"meets?|sessions?|day|shoot|practice|outings?|trips?|sails?|paddles?|dives?|climbs?|"
    r"tournament)\b)|gig|concert|movie|movies|film|show|date\s+night|tonight|evening|night)\b",
    re.I,
)
#: Words of the morning ("breakfast", "woke", "before work", "gotta be up"; `timeupahead`);
#: not an alarm that sounds for something else ("a car alarm", "the smoke alarm").
_MORNING = re.compile(
    r"\b(breakfast|woke|wake|wakes|waking|(?<!car\s)(?<!fire\s)(?<!smoke\s)(?<!burglar\s)"
    r"(?<!security\s)(?<!false\s)alarm|sunrise|dawn|morning|(get|got|gets|getting|"
    r"(gotta|(have|has|need)\s+to|must)\s+be)\s+up(?!\s+and\s+running)|"
    r"before\s+(work|school|class|uni|my\s+shift))\b",
    re.I,
)
#: What ends a sentence: a stop, a question or exclamation mark, a new line, or a face,
#: which chat puts where a stop would be ("the meeting ran 4 hrs 🙄 off til monday");
#: not an emoji of a thing, which shows the word beside it ("dinner 🍝 tmrw at 8").
_SENTENCE = re.compile(
    r"[.!?\n\U0001f600-\U0001f64f\U0001f910-\U0001f92f\U0001f970-\U0001f97f\U0001fae0-\U0001faef]"
)


def _sentence(text: str, start: int, end: int) -> tuple[str, str]:
    """The clock time's sentence before it and after it."""
    lo = max((m.end() for m in _SENTENCE.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _SENTENCE.finditer(text, end)), len(text))
    return text[lo:start], text[end:hi]


#: A part of the day with a day of its own ("tmrw night", "friday evening", "tonight", "this
#: morning"): a time of its own, which tells nothing of a clock time in another clause ("up
#: at 7 this morning, vet tomorrow at 3": 15:00).
_OWN_PART = re.compile(
    rf"(^|\s)(tonight|(this|last|today|tomorrow|tmrw|tmr|tmo|yesterday|{WEEKDAY})\s+"
    r"(morning|evening|night))$",
    re.I,
)


def _own_part(text: str, m: re.Match[str]) -> bool:
    """Whether the word of the evening matched in `text` is a part of the day with a day of
    its own ("Arjun has tmrw night")."""
    return bool(_OWN_PART.search(" ".join(text[: m.end()].split()[-2:])))


#: A club named for what it does ("archery club", "chess club", "swim club"): a society,
#: no word of the evening; not a club for a night out ("the club", "a jazz club").
_SOCIETY = re.compile(
    r"\b(?!(the|a|an|to|at|our|my|night|nite|dance|jazz|comedy|strip|blues|supper|dinner)\b)"
    r"[a-z]+\s+club$",
    re.I,
)


def _kind(text: str, m: re.Match[str]) -> bool:
    """Whether the word matched in `text` is no word of a time of day: a club named for what
    it does ("rowing club outing is on sun 9-12")."""
    return bool(_SOCIETY.search(text, 0, m.end())) and m.group().lower() == "club"


def _nearest(
    pattern: re.Pattern[str], before: str, after: str, dated: bool, hour: int | None = None
) -> int | None:
    """How far from the clock time the nearest word of `pattern` is, None if none; not a
    part of the day with a day of its own in another clause ("on duty sat 8-4, Nadia has
    sat night": its own time, no word of this one's evening) or before a clock time with a
    day of its own (`dated`: "moved from this morning to fri at 2", 14:00), nor a word of a
    later clause with a day of its own."""
    gaps = [
        len(before) - m.end()
        for m in pattern.finditer(before)
        if not (_CLAUSE.search(before, m.end()) and _own_part(before, m))
        and not (dated and _own_part(before, m))  # "from this morning to fri at 2"
        and not _kind(before, m)
        and not _CLOCK_BETWEEN.search(before, m.end())
    ]
    gaps += [
        m.start()
        for m in pattern.finditer(after)
        if not (_CLAUSE.search(after, 0, m.start()) and (_own_part(after, m) or _dated(after, m)))
        and not _kind(after, m)
        and not _clocked(after, m, hour)
    ]
    return min(gaps, default=None)


def hours_for(text: str, start: int, end: int) -> tuple[int, int]:
    """The window of hours a bare clock time at text[start:end] starts in: the daytime,
    unless the rest of its sentence tells the evening or the morning (the word nearest to
    it where it tells both: "the drinks got messy, breakfast thurs at 8?" is the morning; "the
    night ferry took 9 hrs 😵 home at last, coffee sat at 10?": no word of its own
    sentence, the daytime); a clock written with a leading zero ("check-in 07:40 on mon") says
    its own half of the day, the morning."""
    if _PADDED.search(text, start, end):
        return (0, 12)
    before, after = _sentence(text, start, end)
    dated = bool(_DAY_WORD.search(text, start, end))
    hour = int(d.group()) if (d := re.search(r"\d{1,2}", text[start:end])) else None
    evening, morning = (_nearest(p, before, after, dated, hour) for p in (_EVENING, _MORNING))
    morning = 0 if morning is None and timeupahead.up_ahead(before, dated) else morning
    if evening is not None and (morning is None or evening <= morning):
        return _EVENING_HOURS
    if morning is not None:
        return _MORNING_HOURS
    return DAY_HOURS


def anchored_pairs(values: list[Occurrence]) -> bool:
    """Whether Duckling's readings are a bare clock time's two readings on each day of a
    named day ("thursday at 4:30": Thu 04:30, Thu 16:30, the next Thu 04:30), not a chain
    every twelve hours ("at 5": 17:00 today, 05:00 tomorrow, ...)."""
    starts = sorted(v.start for v in values)
    gaps = list(itertools.pairwise(starts))
    same_day = [a for a, b in gaps if b - a == _HALF and a.date() == b.date()]
    across = [a for a, b in gaps if b - a == _HALF and a.date() != b.date()]
    return bool(same_day) and not across


def daytime(
    values: list[Occurrence], hours: tuple[int, int], anchored: bool | None = None
) -> list[Occurrence]:
    """The readings of a bare clock time on a named day that start within `hours`; all of
    them when the readings are no such pairs or none falls within."""
    if anchored is None:
        anchored = anchored_pairs(values)
    if not anchored:
        return values
    kept = [v for v in values if hours[0] <= v.start.hour < hours[1]]
    return kept or values


def paired(found: list[Occurrence]) -> list[Occurrence]:
    """A bare clock time's readings on a named day: both readings on each of its days and on
    the day one period before the first ("saturday at 3" said on a Saturday at 17:15:
    Duckling lists today's 03:00 and 15:00 and next week's 03:00 only, so neither next
    week's 15:00 nor last week's would be there to choose)."""
    days = sorted({floor(o.start, "day") for o in found})
    if len(days) > 1:
        step = days[1] - days[0]
        try:  # a week, or a year ("5 on christmas eve")
            first = days[0].replace(year=days[0].year - 1) if step.days > 300 else days[0] - step
            days.insert(0, first)
        except (ValueError, OverflowError):  # 29 February, the first year
            pass
    clock = {
        (h, o.start.minute) for o in found for h in (o.start.hour % 12, o.start.hour % 12 + 12)
    }
    span, o = found[0].end - found[0].start, found[0]
    starts = sorted(d.replace(hour=h, minute=m) for d in days for h, m in clock)
    return [Occurrence(s, _later(s, span), o.grain, o.unit) for s in starts]


def _later(start: datetime, span: timedelta) -> datetime:
    """`start` plus `span`, or the end of time for an open one ("since 3:15 yesterday")."""
    try:
        return start + span
    except OverflowError:
        return HIGH


_AFTER_CLOCK = re.compile(
    r"(^|\s)after\s+(\d{1,2}(:[0-5]\d)?\s*(a\.?m\.?|p\.?m\.?)?(?!\s*[a-z]*\d)(?=\s|$)"
    r"(?!\s+(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b)"
    r"|(midnight|noon|midday)\b)",
    re.I,
)


#: The end of a working day before or after the day it ends ("eod friday", "friday cob").
_EOD_BEFORE = re.compile(
    r"^(by\s+)?(eod|cob|end\s+of\s+(the\s+)?day|close\s+of\s+business)\s+(?=\w)", re.I
)
_EOD_AFTER = re.compile(r"(?<=\w)\s+(eod|cob)$", re.I)


def eod_day(body: str) -> tuple[int, int] | None:
    """The span in `body` of the day whose working day's end it names ("by eod friday",
    "tomorrow cob"): by that end is that day, as "by friday" is friday."""
    before = _EOD_BEFORE.match(body)
    if before:
        return before.end(), len(body)
    after = _EOD_AFTER.search(body)
    return (0, after.start()) if after else None


def part_word(text: str) -> tuple[int, int] | None:
    """The window of hours a word of the morning or the evening in `text` tells ("breakfast",
    "dinner"), None if none or both: a clock time's own clause with one is read in that half
    ("a fire at 9 and breakfast at 11": 11:00)."""
    evening, morning = bool(_EVENING.search(text)), bool(_MORNING.search(text))
    if evening == morning:
        return None
    return _EVENING_HOURS if evening else _MORNING_HOURS


def after_clock(body: str) -> bool:
    """Whether the match holds "after" a clock time ("friday after 6", "after 5 yesterday",
    "after midnight"): that time, not an open interval from it."""
    return bool(_AFTER_CLOCK.search(body))


#: "by" a bare hour after a word of being back or done ("home by 6"), not an age ("by 30").
_BY_HOUR = re.compile(r"^by\s+(\d{1,2})$", re.I)
_BY_CUE = re.compile(
    r"\b(back|home|down|up|done|ready|there|here|finished|out|off|in|sorted|over|open|closed|"
    r"free|packed|gone|dressed|clean|tidy|up\s+and\s+running)\s*$",
    re.I,
)


def by_hour(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is "by" a bare hour (1-12) after a word of being back, done
    or clean ("not clean by 5"), a place, a count made ("baked 40 loaves by 7") or a task: a
    clock time, as "at 4" is; before its day ("done by 9 this morning") Duckling's match is."""
    m = _BY_HOUR.match(text[start:end])
    before = text[:start]
    cue = bool(_BY_CUE.search(before)) or timebyplace.at_place(before)
    cue = (cue or timebyplace.after_tally(before)) and not timebyplace.measure_clause(before)
    cue = cue or timebytask.due_by(before, text[end:])  # "gotta cover the pots by 5"
    day = m is not None and timefromhour.from_hour(text, start + m.start(1))  # "by 9 today"
    return m is not None and 1 <= int(m.group(1)) <= 12 and cue and not day


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
