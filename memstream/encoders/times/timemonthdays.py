"""Days of the month with no month of their own right after a month named alone as what a
plan or a list is for, in the same sentence ("shifts for may are up, i'm working the 6th and
7th", "the june shifts are up, i'm on the 12th"): days of that month, settled with
it (tests/data/timeexpr.md: a recurring mention names the occurrence the sentence talks
about; here the month names it), not the next 10th from the moment it was said. A day
after a month something happened in ("in march I started the job, payday is the 25th") or
a thing is for ("booked flights for july, paid for them on the 3rd"), after another date in
between, or in another sentence, keeps its own reading. So is a day a week or less around
a range of days in a named month before it ("conference 14-16 oct, we drive down on the
13th": 13 October, the trip to it, not the next 20th), or a week or less after one date in a
named month still ahead that one arrives on or that something begins on ("we land 22 dec 14:05,
the party is on the 23rd": 23 December, not 23 November; not "gig is 19 dec, tickets release
on the 21st"), or a week or less before one date still ahead, the day told as ahead
("graduation is march 9, we're driving down the 7th": 7 March, not 7 February; not "...,
paid the deposit on the 4th"), and a second such day after the first. The date may end
with a clock time after "at" ("interview is nov 14 at 9:40, train down the 13th"); a day in a
list after a date one arrives on that falls in the next month ("movers come the 28th of
may, flight on the 1st") is `timemonthwrap`'s. And a day right
after a holiday's "is"/"falls on" restates its date, in its month ("diwali is on the 8th",
said in March: 8 November).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times import timemonthwrap
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timepastforms import IRREGULAR_PAST
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import MONTH

#: A day of the month alone, or two in a row joined ("the 10th", "on the 3rd", "the 10th and
#: 11th"): its first day's number.
_BARE_DAYS = re.compile(
    r"^(on\s+)?(the\s+)?(?P<day>\d{1,2})(st|nd|rd|th)"
    r"(\s*(and|&|-|\u2013)\s*(the\s+)?\d{1,2}(st|nd|rd|th))?$",
    re.I,
)
#: A month named alone ("april"): no day, no year.
_MONTH_ALONE = re.compile(r"^[a-z]+$", re.I)
#: A plan or a list of days ("rota", "schedule", "shift plan").
_PLAN = r"(rota|roster|schedule|plan|timetable|calendar|fixtures|shifts?|diary|agenda|programme)"
#: What makes a month the frame of the days after it: a plan or a list for it ("rota for
#: april", "the june rota"); not a month something happened in ("in march I started the
#: job, payday is the 25th": the next 25th), nor one a thing is for ("booked flights for
#: july, paid for them on the 3rd": the 3rd just past).
_PLAN_FOR = re.compile(rf"\b{_PLAN}\s+for\s+$", re.I)
_PLAN_AFTER = re.compile(rf"^\s+{_PLAN}\b", re.I)
#: What ends a sentence between the month and the day.
_SENTENCE_END = re.compile(r"[.!?\n]")


def _in_month(o: Occurrence, day: int, like: Occurrence) -> Occurrence | None:
    """The day `day` of the month `o`, as long as `like` (one day or a run of them)."""
    try:
        start = o.start.replace(day=day, hour=0, minute=0)
    except ValueError:
        return None
    return Occurrence(start, start + (like.end - like.start), like.grain, like.unit)


def _read_in(month: Mention, days: Mention, day: int) -> Mention | None:
    """`days` read in `month`, one reading for each of the month's, settled with it."""
    chosen = _in_month(month.chosen, day, days.chosen)
    options = [_in_month(o, day, days.chosen) for o in month.occurrences]
    if chosen is None or None in options:
        return None
    opts = tuple(o for o in options if o is not None)
    return replace(days, chosen=chosen, occurrences=opts, anchor=month.start)


def in_named_month(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions, a day of the month alone right after a month named alone as what a
    rota or a plan is for in its sentence read as that month's day ("rota for april is out,
    i've got the 10th off"); not after a month something happened in ("in march I started
    the job, payday is the 25th") or one a thing is for ("booked flights for july, ...")."""
    out = list(found)
    for k in range(1, len(out)):
        month, days = out[k - 1], out[k]
        bare = _BARE_DAYS.match(days.text)
        if bare is None or month.chosen.grain != "month" or not month.recurring:
            continue
        if not _MONTH_ALONE.match(month.text) or _SENTENCE_END.search(text, month.end, days.start):
            continue
        head = text[max(0, month.start - 30) : month.start]
        if not (_PLAN_FOR.search(head) or _PLAN_AFTER.match(text[month.end :])):
            continue
        out[k] = _read_in(month, days, int(bare.group("day"))) or days
    return out


#: A range of days in a named month ("22-24 nov", "nov 22-24"): the days of its first and
#: last.
_DAY_RANGE = re.compile(
    rf"^(?P<a>\d{{1,2}})(st|nd|rd|th)?\s*[-\u2013]\s*(?P<b>\d{{1,2}})(st|nd|rd|th)?\s+{MONTH}$"
    rf"|^{MONTH}\s+(?P<c>\d{{1,2}})(st|nd|rd|th)?\s*[-\u2013]\s*(?P<d>\d{{1,2}})(st|nd|rd|th)?$",
    re.I,
)
#: A clock time after "at" that may end a date ("nov 14 at 9:40").
_AT = r"((at|@)\s*\d{1,2}([:.]\d{2})?\s*(am|pm)?)?"
#: One date in a named month, with a clock time or a year after it or none ("22 dec 14:05",
#: "on dec 22nd", "the 4th of may"): its day.
_ONE_DATE = re.compile(
    rf"^(on\s+)?(the\s+)?(?P<a>\d{{1,2}})(st|nd|rd|th)?\s+(of\s+)?({MONTH}|may)\b[^a-z]*{_AT}$"
    rf"|^(on\s+)?({MONTH}|may)\s+(?P<c>\d{{1,2}})(st|nd|rd|th)?\b[^a-z]*{_AT}$",
    re.I,
)
#: Words of arriving or of a thing beginning before one date ("we land 22 dec", "my train
#: gets in 19 dec", "the exhibition opens on december 18th"): a day after it is of the stay
#: that begins; not a date of its own ("gig is 19 dec, tickets release on the 21st": the
#: next 21st, before it).
_ARRIVING = re.compile(
    r"\b(land|lands|landing|arrive|arrives|arriving|gets? in|getting in|fly|flies|flying"
    r"|open|opens|opening|start|starts|starting|begin|begins|beginning|move|moves|moving"
    r"|come|comes|coming)\b",
    re.I,
)
_CLAUSE_END = re.compile(r"[,;.!?\n]")


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding character `at` begins."""
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, at)]
    return ends[-1] if ends else 0


#: How many days around a range a day of the month alone is one of its trip's days.
_AROUND = 7


def around_range(text: str, found: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions, a day of the month alone a week or less around a range of days in a
    named month right before it, in its sentence, read as a day of that month ("tournament
    22-24 nov, flights booked, we fly out on the 20th": 20 November); a day further off
    ("..., fee paid on the 3rd") keeps its own reading. So does a day after one date that
    one arrives on or that something begins on (`_around_date`)."""
    out = list(found)
    for k in range(1, len(out)):
        span, days = out[_frame(out, k)], out[k]
        bare = _BARE_DAYS.match(days.text)
        ranged = _DAY_RANGE.match(span.text)
        if bare is None or not span.recurring or _SENTENCE_END.search(text, span.end, days.start):
            continue
        day = int(bare.group("day"))
        if ranged is None:
            arriving = _ARRIVING.search(text, _clause_start(text, span.start), span.start)
            out[k] = _around_date(text, span, days, day, wall, after=arriving is not None)
            own = text[max(span.end, _clause_start(text, days.start)) : days.start]
            if out[k] is days and arriving is not None and timemonthwrap.goes_on(own):
                out[k] = timemonthwrap.wrapped(out, k, span, day, wall)  # "..., flight on the 1st"
            continue
        first, last = (int(ranged.group(g) or ranged.group(h)) for g, h in (("a", "c"), ("b", "d")))
        if first - _AROUND <= day <= last + _AROUND:
            out[k] = _read_in(span, days, day) or days
    return out


def _frame(out: list[Mention], k: int) -> int:
    """The index of the mention a day of the month alone at `k` is read against: the one
    right before it or, past a day alone already read in one date's month ("march 9 ...
    family day is the 8th so we drive down the 7th"), that date."""
    prev = out[k - 1]
    if _BARE_DAYS.match(prev.text) and prev.anchor is not None:
        for j, m in enumerate(out[: k - 1]):
            if m.start == prev.anchor and _ONE_DATE.match(m.text):
                return j
    return k - 1


#: A verb told in the past in a day's clause ("paid on the 4th", "booked it the 3rd").
_TOLD_PAST = re.compile(rf"\b(\w{{2,}}ed|{IRREGULAR_PAST})\b", re.I)


def _around_date(
    text: str, date: Mention, days: Mention, day: int, wall: datetime, *, after: bool
) -> Mention:
    """`days`, the day `day` of the month alone after one date in a named month, read in
    that date's month where the date is still ahead, its nearest reading, and the day would
    otherwise fall in another month: a week or less after a date one arrives on or that
    something begins on (`after`: "we land 22 dec 14:05, the party's on the 23rd", said on
    13 November: 23 December, not 23 November), or a week or less before it, told as still
    ahead there and here ("graduation is march 9, we're driving down the 7th", said on 1
    February: 7 March, the trip to it). A date nearer behind ("fitted on 12th dec, review on
    the 19th", said in January) leaves the day its own reading: what follows it need not be
    in its month; so does a day before the date told as past ("booked the ferry for june
    10th, paid on the 4th": the 4th just past, the payment's) and a day after a date no one
    arrives on ("gig is 19 dec, tickets release on the 21st")."""
    one = _ONE_DATE.match(date.text)
    if one is None:
        return days
    gap = day - int(one.group("a") or one.group("c"))
    if not (-_AROUND <= gap < 0 or (after and 0 < gap <= _AROUND)):
        return days
    nearest = min(date.occurrences, key=lambda o: abs(o.start - wall))
    read = _in_month(nearest, day, days.chosen)
    if nearest.start < wall or read is None or read.start.month == days.chosen.start.month:
        return days
    if gap < 0 and (
        read.start < wall or _TOLD_PAST.search(text, _clause_start(text, days.start), days.start)
    ):
        return days
    return _read_in(date, days, day) or days


#: What states a holiday's date between its name and a day of the month ("diwali is on the
#: 8th", "eid's the 20th", "passover falls on the 2nd"); the day's own "on" is in its match.
_STATES_DATE = re.compile(
    r"^\s*(['’]s|is|was|will\s+be|falls|fell|lands|starts|begins)(\s+on)?\s*$", re.I
)


def in_holiday_month(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions, a day of the month alone right after "<holiday> is/falls on" read in
    the holiday's month, settled with it ("diwali is on the 8th", said in March: 8 November,
    not 8 March; "songkran starts on the 13th": 13 April): the day restates the holiday's
    date, or its first day's."""
    out = list(found)
    for k in range(1, len(out)):
        holiday, days = out[k - 1], out[k]
        bare = _BARE_DAYS.match(days.text)
        if bare is None or not holiday.named or holiday.chosen.unit != "day":
            continue
        if _STATES_DATE.match(text[holiday.end : days.start]):
            out[k] = _read_in(holiday, days, int(bare.group("day"))) or days
    return out
