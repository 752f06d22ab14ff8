"""Clock times without am/pm, as a careful reader takes them (tests/data/timeexpr.md):

- a bare clock time on a named day ("thursday at 4:30", "5 on christmas eve", "friday after
  6") is its daytime reading, 07:00 to 19:00 (business hours): Duckling takes the first of
  its two readings, the small hours; unless the sentence tells otherwise: a word of the
  evening ("dinner friday at 8") takes the later reading, a word of the morning ("breakfast
  sunday at 11", "woke up at 5") the earlier one. A bare clock time with no day ("at 5") is
  the nearest reading in the sentence's tense, as before ("Call me at 9 if you're still up");
- "after" a clock time ("friday after 6") is that hour, as "by X" is X.

A range of clock times ("from 1 to 3", "sat 2-4") is timeclockrange.py's; the window of hours
its first time starts in is read here (`hours_for`).
"""

from __future__ import annotations

import itertools
import re
from datetime import datetime, timedelta

from memstream.encoders.times import timebyplace, timebytask, timefromhour, timeoffby, timeupahead
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
#: "high/middle school party" is the evening), nor a club's outing by day ("club dive sun 8-12")
#: nor its office or people ("meeting the club secretary tmrw at 10"); but a person's event, a
#: role with "'s", is the evening's ("the club secretary's retirement bash fri at 7:30").
_EVENING = re.compile(
    r"\b(dinner|supper|drinks|(?<!work\s)(?<!working\s)(?<!class\s)"
    r"(?<!(?<!high\s)(?<!middle\s)(?<!old\s)(?<!after\s)school\s)party|bar|"
    r"pub|club(?!\s+(rides?|runs?|walks?|swims?|hikes?|training|race|match|game|launch(es)?|"
    r"meets?|sessions?|day|shoot|practice|outings?|trips?|sails?|paddles?|dives?|climbs?|"
    r"tournament|office|shop)\b|\s+(manager|secretary|captain|president|chair(man|woman|person)?|"
    r"treasurer|coach|owner)\b(?!['’]s\b))|gig|concert|movie|movies|film|show|date\s+night|"
    r"tonight|evening|night)\b",
    re.I,
)
#: Words of the morning ("breakfast", not a "wedding breakfast", the meal after the vows;
#: "woke", "before work", "gotta be up"; `timeupahead`);
#: not an alarm that sounds for something else ("a car alarm", "the smoke alarm").
_MORNING = re.compile(
    r"\b((?<!wedding\s)breakfast|woke|wake|wakes|waking|"
    r"(?<!car\s)(?<!fire\s)(?<!smoke\s)(?<!burglar\s)(?<!security\s)(?<!false\s)alarm|sunrise|dawn|morning|(get|got|gets|getting|"
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


#: A rate by the night ("€95 a night", "9,500 a night", "per night", "95/night"): a price, no
#: evening; not a clock time or a word before the slash ("fri at 9/night shift", "day/night").
_RATE = re.compile(r"(\bper|\d\s*k?\s+a|(?<!\bat\s)(?<![\d:.,])\d{2,}([.,]\d+)*k?\s*/)\s*$", re.I)


def _kind(text: str, m: re.Match[str]) -> bool:
    """Whether the word matched in `text` is no word of a time of day: a club named for what
    it does ("rowing club outing is on sun 9-12"), the night of a price ("hotel is €95 a
    night": "viva is the 4th at 10" stays 10:00)."""
    if m.group().lower() == "night" and _RATE.search(text, 0, m.start()):
        return True
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


def padded(body: str) -> bool:
    """Whether `body` holds a clock written with a leading zero ("at 06:45", "0645" read as
    "06:45"): the 24-hour clock, one reading a day."""
    return bool(_PADDED.search(body))


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
    week's 15:00 nor last week's would be there to choose). A period is a week, a month (the
    same day of the month before: "dropped them on the 14th at 3", said on 28 June, is 14
    June, not the 31 days before 14 July) or a year."""
    days = sorted({floor(o.start, "day") for o in found})
    if len(days) > 1:
        first = _period_before(days[0], days[1] - days[0])
        if first is not None:
            days.insert(0, first)
    clock = {
        (h, o.start.minute) for o in found for h in (o.start.hour % 12, o.start.hour % 12 + 12)
    }
    span, o = found[0].end - found[0].start, found[0]
    starts = sorted(d.replace(hour=h, minute=m) for d in days for h, m in clock)
    return [Occurrence(s, _later(s, span), o.grain, o.unit) for s in starts]


def _period_before(day: datetime, step: timedelta) -> datetime | None:
    """The day one period (`step`, from one of Duckling's days to the next) before `day`: a
    year, a month (the nearest month back that has its day: before 31 July, 31 May) or the
    step itself; None where there is none (29 February, the first year)."""
    try:
        if step.days > 300:  # a year ("5 on christmas eve")
            return day.replace(year=day.year - 1)
        if 27 < step.days < 32:  # a month ("on the 14th at 3")
            for back in (1, 2):
                year, month = divmod(day.year * 12 + day.month - 1 - back, 12)
                try:
                    return day.replace(year=year, month=month + 1)
                except ValueError:  # no 31st in that month: the one before has it
                    continue
            return None
        return day - step
    except (ValueError, OverflowError):
        return None


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
    cue = cue and not timeoffby.off_count(before, text[end:])  # "the count was off by 12"
    cue = cue and not timeoffby.unit_after(text[end:])  # "missed the slot by 12 mins"
    day = m is not None and timefromhour.from_hour(text, start + m.start(1))  # "by 9 today"
    return m is not None and 1 <= int(m.group(1)) <= 12 and cue and not day
