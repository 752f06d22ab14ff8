"""What a careful reader makes of Duckling's time values: calendar readings and direction.

Duckling's values are read in the speaker's wall-clock time (naive datetimes; `TimeResolver`
attaches the speaker's zone at the end). Its conventions are kept where they are a calendar
fact (weeks start on Monday; "early/mid/late May" are the month's thirds; parts of the day)
and changed where a reader writes something else (tests/data/timeexpr.md):

- seasons are meteorological, whole months (summer = June to August), not 21 June - 23 Sep,
  also when choosing which one "last/next <season>" is: "last summer" said on 1 September
  is the summer just over (Duckling, still in its summer, takes the one a year before);
- a weekend is Saturday and Sunday (Duckling starts it on Friday 18:00);
- "all week" is the calendar week, Monday to Monday (Duckling ends it on Sunday 00:00);
- "N <unit>s ago" / "in N <unit>s" name the calendar unit holding that instant ("two weeks
  ago" = that week), not a point at the next finer grain;
- "the first/last week of <month>" (also its short form, "oct") is the month's first/last
  seven days;
- "next weekend" is the weekend of next week, as "next Friday" is next week's Friday;
- "since X" runs from X to the moment it was said (Duckling: to the end of time);
- a year heading its sentence before a summary or a plan ("2025 wrap: ...") is that year
  (Duckling reads no bare year there).

A recurring mention (a weekday, a date without a year, a month, a season, a holiday, a clock
time) has several occurrences; `settle` picks the one the sentence talks about, by its tense:
past narration takes the latest before the day it was said, plans and the present the next
one, an unsure tense the nearest. A single day is never "today" (one says "today").
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import Enum

#: Grains finer than a day: "today" rules do not apply; the reference instant does.
FINE = frozenset({"second", "minute", "hour"})
_DAY = timedelta(days=1)
_UNIT_DELTA = {
    "second": timedelta(seconds=1),
    "minute": timedelta(minutes=1),
    "hour": timedelta(hours=1),
    "day": _DAY,
    "week": timedelta(days=7),
}
_MONTHS = {"month": 1, "quarter": 3, "season": 3, "year": 12}
MONTH_NAMES = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_SEASON = re.compile(r"\b(spring|summer|fall|autumn|winter)\b", re.I)
#: The month a meteorological season starts in.
_SEASON_MONTH = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
#: "last summer", "next winter" without a year of its own.
_LAST_NEXT_SEASON = re.compile(r"\b(last|next)\s+(spring|summer|fall|autumn|winter)\b", re.I)
_YEAR = re.compile(r"\b\d{4}\b")
_WEEKEND = re.compile(r"\bweekend\b", re.I)
_NEXT_WEEKEND = re.compile(r"\bnext\s+weekend\b", re.I)
_SINCE = re.compile(r"^since\b", re.I)
_UNITS = r"(second|sec|minute|min|hour|hr|day|week|fortnight|month|year)s?"
_AGO = re.compile(rf"\b{_UNITS}\b.*\b(ago|from now|later|earlier|back)\b", re.I)
_IN_BARE = re.compile(r"^in\s+(\d{1,2}|five|ten|fifteen|twenty|thirty|forty)$")
_IN_N = re.compile(rf"^(in|within)\s+(\S+\s+){{1,3}}?{_UNITS}$", re.I)
#: A month's name or its short form ("the second week of nov", "the last week of sept").
_MONTH_NUMBER = {n: k for k, n in enumerate(MONTH_NAMES, 1)} | {"sept": 9}
_MONTH_NUMBER |= {n[:3]: k for n, k in list(_MONTH_NUMBER.items())}
_WEEK_OF = re.compile(
    r"\b(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+week\s+of\s+("
    + "|".join(sorted(_MONTH_NUMBER, key=len, reverse=True))
    + r")\b",
    re.I,
)
_WEEK_INDEX = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2}
_WEEK_INDEX |= {"fourth": 3, "4th": 3}
_AFTER_NEXT = re.compile(
    r"\b(the\s+)?(week|weekend|month|year)\s+(after\s+next|before\s+last)\b", re.I
)
#: Named days, which one does name on the day itself ("Merry Christmas Eve!", "pancake day!!
#: made a stack": that day, not last year's).
_NAMED_DAY = re.compile(
    r"\b(christmas|xmas|easter|halloween|thanksgiving|hanukkah|passover|ramadan|diwali|eve|"
    r"new year'?s?|valentine'?s?|[a-z]+'s day|fourth of july|4th of july|good friday|"
    r"boxing day|black friday|cyber monday|independence day|labou?r day|memorial day|"
    r"april fool'?s?|(mo|fa)thers day|"
    r"pancake day|shrove tuesday|ash wednesday|mardi gras|bonfire night|burns night|juneteenth|"
    r"(canada|australia|anzac|remembrance|veterans|presidents|earth|armistice|groundhog) day)\b",
    re.I,
)
_UNIT_NAMES = {"sec": "second", "min": "minute", "hr": "hour", "fortnight": "week"}


class Tense(Enum):
    """How a sentence places a recurring mention: before it was said, after, or unsure."""

    PAST = "past"
    FUTURE = "future"
    NEAREST = "nearest"


#: Open ends ("before June", "since March") and ends clamped to representable time.
LOW = datetime.min
HIGH = datetime.max


@dataclass(frozen=True, slots=True)
class Occurrence:
    """One reading of a mention, in wall-clock time; `LOW`/`HIGH` are open or clamped ends."""

    start: datetime
    end: datetime
    grain: str  # "day", "week", ..., "season", or "interval"
    unit: str  # the grain of its start: "hour" for "in the morning", "day" for "May 3-7"

    @property
    def single_day(self) -> bool:
        short = self.end - self.start <= _DAY if self.start > LOW and self.end < HIGH else False
        return self.unit == "day" and short


def add_grain(start: datetime, grain: str) -> datetime:
    """The end of the `grain` starting at `start` (OverflowError/ValueError past year 9999)."""
    months = _MONTHS.get(grain)
    if months is None:
        return start + _UNIT_DELTA.get(grain, _DAY)
    m = start.month - 1 + months
    return start.replace(year=start.year + m // 12, month=m % 12 + 1)


def floor(t: datetime, unit: str) -> datetime:
    """The start of the calendar `unit` holding `t` (weeks start on Monday)."""
    t = t.replace(microsecond=0)
    if unit == "second":
        return t
    if unit == "minute":
        return t.replace(second=0)
    if unit == "hour":
        return t.replace(minute=0, second=0)
    day = t.replace(hour=0, minute=0, second=0)
    if unit == "day":
        return day
    if unit == "week":
        return day - timedelta(days=day.weekday())
    if unit == "month":
        return day.replace(day=1)
    return day.replace(month=1, day=1)


def _season(o: Occurrence) -> Occurrence:
    """Duckling's astronomical season (20 March - 21 June ...) as the meteorological one."""
    s = o.start
    if s == LOW or s.month not in (3, 6, 9, 12) or s.day < 15:
        return o
    start = s.replace(day=1, hour=0, minute=0, second=0)
    end = add_grain(start, "season") if o.end != HIGH else HIGH
    return Occurrence(start, end, "season", "day")


def _last_next_season(o: Occurrence, body: str, reference: datetime) -> Occurrence:
    """ "last <season>": the latest one over by the reference; "next <season>": the first
    one not begun by it, both in meteorological seasons (see `_season`). Duckling decides
    by its astronomical seasons, so from 1 to about 21 March, June, September and December
    it is a season behind ("last summer" said on 1 September is a year too early, "next
    winter" said on 5 December is the winter already under way). The reading keeps an open
    end ("since last summer") and an open start ("before next summer": up to its start)."""
    m = _LAST_NEXT_SEASON.search(body)
    if m is None or _YEAR.search(body):
        return o
    month = _SEASON_MONTH[m.group(2).lower()]
    starts = [datetime(y, month, 1) for y in range(reference.year - 2, reference.year + 2)]
    if m.group(1).lower() == "last":
        start = max(s for s in starts if add_grain(s, "season") <= reference)
    else:
        start = min(s for s in starts if s > reference)
    if o.grain == "season":  # "last summer", "since last summer"
        end = o.end if o.end == HIGH else add_grain(start, "season")
        return Occurrence(start, end, "season", "day")
    if o.start == LOW and o.end.month == month and o.end.day >= 15:
        return Occurrence(LOW, start, o.grain, o.unit)  # "before next summer": to its start
    return o


def _weekend(o: Occurrence, reference: datetime, body: str) -> Occurrence:
    """Friday 18:00 - Monday as Saturday - Monday; "next weekend" in next week."""
    s = o.start
    if s == LOW or s.weekday() != 4 or s.hour < 12:
        return o
    start, end = floor(s, "day") + _DAY, o.end
    if _NEXT_WEEKEND.search(body) and start < floor(reference, "week") + timedelta(days=7):
        start, end = start + timedelta(days=7), end + timedelta(days=7)
    return Occurrence(start, end, "interval", "day")


def _unit_of(body: str) -> str | None:
    """The unit of "two weeks ago" / "in three days" ("week", "day"), or None; "in 10" with
    no unit (chat's minutes) is the minute."""
    b = body.strip().lower()
    if _IN_BARE.match(b):
        return "minute"
    m = _AGO.search(b) or _IN_N.match(b)
    if m is None:
        return None
    word = re.search(rf"\b{_UNITS}\b", b)
    assert word is not None
    name = word.group(1)
    return _UNIT_NAMES.get(name, name)


def _week_of(o: Occurrence, body: str) -> Occurrence:
    m = _WEEK_OF.search(body)
    if m is None or o.start == LOW:
        return o
    month = _MONTH_NUMBER[m.group(2).lower()]
    start_ = o.start
    # Duckling's week may start in the month before (a Monday): take the nearest such month
    year = min(
        (o.start.year - 1, o.start.year, o.start.year + 1),
        key=lambda y: abs((datetime(y, month, 15) - start_).days),
    )
    first = datetime(year, month, 1)
    if m.group(1).lower() == "last":
        start = add_grain(first, "month") - timedelta(days=7)
    else:
        start = first + timedelta(days=7 * _WEEK_INDEX[m.group(1).lower()])
    return Occurrence(start, start + timedelta(days=7), "week", "day")


_ALL_WEEK = re.compile(r"^all\s+week$", re.I)


def normalise(o: Occurrence, body: str, reference: datetime) -> Occurrence:
    """Duckling's reading of `body` as a careful reader's (see the module docstring)."""
    try:
        if _SEASON.search(body):
            o = _last_next_season(_season(o), body, reference)
        if _WEEKEND.search(body):
            o = _weekend(o, reference, body)
        if _WEEK_OF.search(body):
            o = _week_of(o, body)
        if _ALL_WEEK.match(body) and o.start > LOW:  # Duckling's Monday to Sunday: the week
            o = Occurrence(
                floor(o.start, "week"), floor(o.start, "week") + timedelta(7), "week", "week"
            )
        unit = _unit_of(body)
        if unit is not None and o.start > LOW and o.grain != "interval":
            start = floor(o.start, unit)
            o = Occurrence(start, add_grain(start, unit), unit, unit)
    except (OverflowError, ValueError):  # at the edges of representable time: as it was
        pass
    return o


def is_since(body: str) -> bool:
    return bool(_SINCE.match(body.strip()))


def named_day(body: str) -> bool:
    """A holiday's name ("Christmas Eve"), which may name the day it is said on."""
    return bool(_NAMED_DAY.search(body))


def _plus_months(t: datetime, months: int) -> datetime:
    m = t.month - 1 + months
    return t.replace(year=t.year + m // 12, month=m % 12 + 1)


def relative_units(text: str, reference: datetime) -> list[tuple[int, int, Occurrence]]:
    """ "the week after next", "the weekend before last", ... (Duckling reads "the week"):
    (start, end, occurrence) of each, two units from the current one."""
    out = []
    for m in _AFTER_NEXT.finditer(text):
        unit = m.group(2).lower()
        step = 2 if "next" in m.group(3).lower() else -2
        try:
            if unit in ("week", "weekend"):
                start = floor(reference, "week") + timedelta(days=7 * step)
            else:
                start = _plus_months(floor(reference, unit), step * _MONTHS[unit])
            if unit == "weekend":
                start += timedelta(days=5)
                o = Occurrence(start, start + timedelta(days=2), "interval", "day")
            else:
                o = Occurrence(start, add_grain(start, unit), unit, unit)
        except (OverflowError, ValueError):
            continue
        out.append((m.start(), m.end(), o))
    return out


def distance(o: Occurrence, t: datetime) -> timedelta:
    """How far `o` lies from `t`: nothing when it holds `t`, else to its nearer end (an open
    end, "after christmas", counts from its fixed end; a reading open at both ends is farthest)."""
    if o.start == LOW and o.end == HIGH:
        return timedelta.max
    if o.start == LOW or o.end == HIGH:  # "after christmas": how far its fixed end is
        return abs((o.end if o.start == LOW else o.start) - t)
    if o.start <= t < o.end:
        return timedelta(0)
    return min(abs(o.start - t), abs(o.end - t))


def _past(options: list[Occurrence], reference: datetime, today_counts: bool) -> Occurrence | None:
    today = floor(reference, "day")
    before = [
        o
        for o in options
        if LOW < o.start < (reference if o.unit in FINE else today)
        or (today_counts and o.single_day and o.start == today)
    ]
    return before[-1] if before else None


def _future(
    options: list[Occurrence], reference: datetime, today_counts: bool
) -> Occurrence | None:
    today = floor(reference, "day")
    for o in options:
        if o.start == LOW:
            continue
        if o.unit in FINE:
            # "full by 6pm on black friday", "shooting on halloween night", said that
            # evening: a holiday's own day while its time is still on, not a year on; a
            # time of it over ("next year i'll be up at 4am on black friday") is next year's
            if o.start >= reference or (
                today_counts and floor(o.start, "day") == today and o.end > reference
            ):
                return o
        elif o.single_day:
            if o.start > today or (today_counts and o.start == today):
                return o
        elif o.end == HIGH:  # "after christmas": the one that starts ahead
            if o.start >= today:
                return o
        elif o.end > reference:
            return o
    return None


def _days_apart(occurrences: list[Occurrence]) -> bool:
    """Whether the readings are clock times on days a week or more apart (a weekday's or a
    date's, "8:30 on saturday"), not on every day ("at 8:30")."""
    if len(occurrences) < 2 or any(o.unit not in FINE for o in occurrences):
        return False
    days = sorted({floor(o.start, "day") for o in occurrences})
    return len(days) > 1 and all(b - a >= timedelta(days=7) for a, b in itertools.pairwise(days))


def settle(
    chosen: Occurrence,
    occurrences: list[Occurrence],
    reference: datetime,
    tense: Tense,
    *,
    since: bool = False,
    today_counts: bool = False,
) -> Occurrence:
    """The occurrence a sentence of `tense` talks about (`chosen`: Duckling's own pick).

    `occurrences` (sorted by start) are a recurring mention's readings around the reference;
    empty for a mention with one reading. "since X" is from X's latest occurrence until the
    reference. A single day is not the day of the reference unless `today_counts` (a
    holiday's name: "Merry Christmas!", "Halloween was wild this year" said that night; so
    is a time of the holiday told as past, or still on when told as future, "full by 6pm on
    black friday" said at 18:02; not one over told as future, "next year i'll be up at 4am on
    black friday", said that evening: next year's), nor
    is a clock time on a weekday or a date ("8:30 on saturday" said on a Saturday)."""
    pick: Occurrence | None = chosen
    if not today_counts and _days_apart(occurrences):
        # "8:30 on saturday" said on a Saturday: a weekday or date with its clock time names
        # no time of the day it is said on (one says "today"), as the day alone does not
        today = floor(reference, "day")
        occurrences = [o for o in occurrences if floor(o.start, "day") != today]
    if occurrences:
        if since or tense is Tense.PAST:
            pick = _past(occurrences, reference, today_counts)
        elif tense is Tense.FUTURE:
            pick = _future(occurrences, reference, today_counts)
        else:
            today = floor(reference, "day")
            usable = [
                o for o in occurrences if today_counts or not (o.single_day and o.start == today)
            ]
            # the latest of equally near ones: a tie goes to the future
            pick = min(reversed(usable), key=lambda o: distance(o, reference), default=None)
    out = pick or chosen
    if since and out.start < reference and out.end != reference:
        return replace(out, end=reference, grain="interval")  # "since the weekend": to now
    return out


_DAY_FIRST = re.compile(r"(?<![\w/.:-])(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?![\w/:-]|\.\d)")


def day_first_dates(text: str) -> list[tuple[int, int, Occurrence]]:
    """ "28/02/2027", "31.12.2026", "15-03-2026": day, month and year with the day first, which
    its day over 12 shows (Duckling reads only "02/2027"); (start, end, occurrence) of each."""
    out = []
    for m in _DAY_FIRST.finditer(text):
        day, month, year = int(m.group(1)), int(m.group(3)), int(m.group(4))
        if day <= 12:
            continue  # "03/04/2026": month first, as Duckling reads it
        try:
            start = datetime(year, month, day)
        except ValueError:
            continue
        out.append((m.start(), m.end(), Occurrence(start, start + timedelta(days=1), "day", "day")))
    return out


#: A year heading its sentence before what sums it up or plans it ("2025 wrap: ...", "2026
#: goals", "2024 in review"), or before a colon ("2025: 38 episodes").
_YEAR_HEADING = re.compile(
    r"(?:^|(?<=[.!?\n])\s*)((?:19|20)\d\d)(?=\s*:|\s+(wrap|wrapped|wrap-up|recap|review|in\s+review"
    r"|highlights|goals|plans|resolutions|roundup|round-up|so\s+far|in\s+numbers)\b)",
    re.I,
)


def year_headings(text: str) -> list[tuple[int, int, Occurrence]]:
    """ "2025 wrap: 38 episodes", "2026 goals: ...": a year that heads its sentence before a
    word that sums it up or plans it (Duckling reads no bare year there); (start, end,
    occurrence) of each."""
    out = []
    for m in _YEAR_HEADING.finditer(text):
        year = int(m.group(1))
        start = datetime(year, 1, 1)
        out.append(
            (m.start(1), m.end(1), Occurrence(start, datetime(year + 1, 1, 1), "year", "year"))
        )
    return out
