"""Duckling's values as a careful reader's raw material: `Occurrence`s and `Mention`s.

`occurrence` turns one of Duckling's values (a point with a grain, or an interval) into an
`Occurrence` in wall-clock time, clamping what Python's datetimes cannot hold; `as_origin`
and `as_until` read its open intervals "from X" and "until X" as X; a `Mention` is one time
expression of a text with its occurrences, before the sentence's tense picks one
(`TimeResolver` in timeexpr.py builds them; `read_whole` builds those of a span found beside
Duckling, as Duckling reads its words, for timemayrange and timeseasonterm).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING, Any

from memstream.encoders.times.timerules import HIGH, LOW, Occurrence, add_grain

if TYPE_CHECKING:
    from memstream.encoders.times.timeexpr import TimeResolver

#: The edges of representable time: clamped interval ends, open ends ("before June").
TIME_MIN = datetime.min.replace(tzinfo=UTC)
TIME_MAX = datetime.max.replace(tzinfo=UTC)
_ISO_YEAR = re.compile(r"^([+-]?\d+)-")
#: Logged, with the traceback, when reading a text fails in a way no rule foresaw (a bug):
#: the text has no time expressions, and its memory is stored without them.
NOT_READ = "time expressions of a %d-character text not read"


@dataclass(frozen=True, slots=True)
class Mention:
    """One time expression of a text before its direction is settled (wall-clock times).

    `chosen` is Duckling's own reading (the next occurrence of a recurring mention);
    `occurrences`, sorted, are a recurring mention's readings around the reference ("in
    June": last June, this June, ...), empty when there is one reading ("yesterday")."""

    text: str
    start: int  # character offsets in the text
    end: int
    chosen: Occurrence
    occurrences: tuple[Occurrence, ...]
    since: bool = False
    named: bool = False  # a holiday's name: may be the day it is said on
    #: where the mention it is read against starts ("3 days before" the 15th): its chosen
    #: and occurrences follow that mention's, one for one, and settle with it
    anchor: int | None = None
    #: where the day it comes right after starts ("the 6th and 13th", "sat, back the 3rd"):
    #: it settles on no reading before that one's (timedayafter.py)
    after: int | None = None

    @property
    def recurring(self) -> bool:
        return len(self.occurrences) > 1


def wall_time(value: str) -> datetime:
    """Duckling's ISO time as a naive wall-clock time; a year outside 1..9999 clamps."""
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).replace(tzinfo=None)
    except ValueError:
        m = _ISO_YEAR.match(value)
        if m is None:
            raise
        return LOW if int(m.group(1)) < 1 else HIGH


def occurrence(value: dict[str, Any]) -> Occurrence | None:
    """One of Duckling's values as an `Occurrence`; None when it points nowhere usable."""
    kind = value.get("type")
    if kind == "value" and "value" in value:
        start = wall_time(value["value"])
        if start in (LOW, HIGH):  # "10000 years ago": no representable time to point at
            return None
        grain = str(value.get("grain", "day"))
        try:
            end = add_grain(start, grain)
        except (OverflowError, ValueError):
            end = HIGH
        return Occurrence(start, end, grain, grain)
    if kind == "interval":
        lo, hi = value.get("from"), value.get("to")
        if lo is None and hi is None:
            return None
        start = wall_time(lo["value"]) if lo is not None else LOW  # "before June"
        end = wall_time(hi["value"]) if hi is not None else HIGH  # "after March"
        unit = str((lo or hi or {}).get("grain", "day"))
        if start >= end and unit == "day" and lo and hi and lo.get("grain") == hi.get("grain"):
            start = _month_before(start, end)  # "from the 28th until 3rd jan"
        if start >= end:
            return None  # reversed, or wholly outside representable time
        return Occurrence(start, end, "interval", unit)
    return None


def _month_before(start: datetime, end: datetime) -> datetime:
    """The start of a range of days that Duckling put after its end by giving it the end's
    month ("from the 24th until 2nd jan": 24 January to 2 January): the same day of the
    month in the latest month before the end that has it (24 December). Only a start in the
    end's own month is moved; another stays as it is."""
    last = end - timedelta(days=1)
    if (start.year, start.month) != (last.year, last.month):
        return start
    year, month = start.year, start.month
    for _ in range(3):
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
        try:
            return start.replace(year=year, month=month)
        except ValueError:  # the 31st: no such day that month
            continue
    return start


def as_origin(value: dict[str, Any]) -> dict[str, Any]:
    """Duckling's open interval "from X" as X, one unit of its grain ("from 2019": 2019)."""
    if value.get("type") != "interval" or value.get("to") is not None or "from" not in value:
        return value

    def point(v: dict[str, Any]) -> dict[str, Any]:
        return {"type": "value", **v.get("from", v)}

    return {**point(value), "values": [point(v) for v in value.get("values") or [value]]}


def as_until(value: dict[str, Any]) -> dict[str, Any]:
    """Duckling's open interval "until X" as X ("till 2026": 2026)."""
    if value.get("type") != "interval" or value.get("from") is not None or "to" not in value:
        return value
    return {"type": "value", **value["to"]}


def recurs(values: list[Occurrence]) -> bool:
    """Several readings that repeat forward (not Duckling's odd lists of one fixed end)."""
    if len(values) < 2:
        return False
    return all(
        a.start < b.start and (a.end < b.end or a.end == b.end == HIGH)
        for a, b in itertools.pairwise(values)
    )


def aware(t: datetime, tz: tzinfo | None) -> datetime:
    """A wall-clock time at `tz`, in UTC; the edges stay the edges."""
    if t == LOW:
        return TIME_MIN
    if t == HIGH:
        return TIME_MAX
    try:
        return t.replace(tzinfo=tz).astimezone(UTC)
    except (OverflowError, ValueError):
        return TIME_MIN if t.year < 5000 else TIME_MAX


def latest_start(values: list[Occurrence]) -> Occurrence | None:
    """The one reading of a range from a day of the month to a fixed end ("from the 23rd
    till new year's day"): Duckling lists starts a month apart, all before the end and not
    the latest; a reader takes the latest such day before the end. None for other values."""
    if len(values) < 2 or any(
        v.grain != "interval" or v.unit != "day" or v.start == LOW for v in values
    ):
        return None
    end = values[0].end
    days = {v.start.day for v in values}
    if any(v.end != end for v in values) or len(days) != 1 or end == HIGH:
        return None
    start = max(v.start for v in values)
    while True:
        m = start.month  # one month on, same day
        try:
            step = start.replace(year=start.year + m // 12, month=m % 12 + 1)
        except ValueError:  # the 31st: no such day next month
            break
        if step >= end:
            break
        start = step
    return Occurrence(start, end, "interval", values[0].unit)


def latest_per_end(values: list[Occurrence]) -> list[Occurrence]:
    """`values` with, for a range between two days of the month ("from the 27th to the 31st",
    said on 19 December), only the latest start of each end: Duckling gives an end starts a
    month apart (27 November and 27 December to 31 December); a reader starts it on the
    latest such day before its end. Other values (an open end too: "in from jan 2nd") as
    they are."""
    if len(values) < 2 or any(
        v.grain != "interval" or v.unit != "day" or v.start == LOW or v.end.year > 5000
        for v in values
    ):
        return values
    ends: dict[datetime, Occurrence] = {}
    for v in values:
        if v.end not in ends or v.start > ends[v.end].start:
            ends[v.end] = v
    if len(ends) == len(values):
        return values  # no end with two starts: the values in their order
    return sorted(ends.values(), key=lambda v: v.start)


def day_ranges(
    values: list[Occurrence], chosen: Occurrence
) -> tuple[Occurrence, list[Occurrence]] | None:
    """The readings of a range between two days of the month (`latest_per_end`): the one
    with Duckling's chosen end and those kept; None where no end has two starts."""
    kept = latest_per_end(values)
    if len(kept) == len(values):
        return None
    return next((v for v in kept if v.end == chosen.end), kept[0]), kept


_YEARS = re.compile(r"\d{4}|\b(years?|decades?|centur(y|ies)|yrs?)\b", re.I)
#: How far from the moment it is said a date with no year of its own may lie.
FAR = timedelta(days=2 * 366)


def far_off(m: Mention, wall: datetime) -> bool:
    """Whether the mention names no year ("2-4 on sunday", "sat 2-4") yet Duckling put it
    years from `wall` (4 February 2034 for "sat 2-4": a Saturday that is a 4 February): a
    misreading, no date a reader would write down."""
    o = m.chosen
    if _YEARS.search(m.text) or o.start in (LOW, HIGH):
        return False
    return abs(o.start - wall) > FAR


def read_whole(
    reader: TimeResolver, said: str, match: re.Match[str], wall: datetime
) -> list[Mention]:
    """The mentions of `match` (a span of a text found beside Duckling) read as Duckling reads
    `said`, its words as Duckling knows them ("during may-june", "autumn"), only where Duckling
    reads `said` whole; each shows the span's own words."""
    out = []
    for item in reader.parse(said, wall)[:1]:
        if item["end"] - item["start"] != len(said):
            continue
        found = reader.mention(said, match.start(), match.end(), item["value"], wall)
        out += [replace(x, text=match.group(0)) for x in found]
    return out
