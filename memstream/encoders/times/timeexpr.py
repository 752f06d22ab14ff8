"""Time expressions in text ("yesterday", "last spring", "in June"), resolved by Duckling.

Each expression becomes a half-open interval [start, end) against a reference time: the
event's `occurred_at` at ingestion, the query's `reference_time` at recall. Duckling reads
the text in the speaker's wall-clock time (the reference's own offset or zone: "yesterday"
said at 23:30 in New York is that day in New York), then:

- `memstream.encoders.times.timefilter` drops what only looks like a time ("the second hive",
  "up to eighteen", "boy") and narrows what wraps one ("by next spring"); "from X" with no
  end ("still stuffed from Thanksgiving"), "until X" ("isn't until the 15th", "away until
  Monday") and "after X", X a day (`memstream.encoders.times.timeafterday`: "back after
  easter"), are read as X alone;
- `memstream.encoders.times.timemention` turns Duckling's values into occurrences and mentions,
  a range of days of the month from its latest start ("from the 27th to the 31st": `day_ranges`);
- `memstream.encoders.times.timeclock` reads a bare clock time on a named day in the daytime
  ("thursday at 4:30" is 16:30) and `memstream.encoders.times.timeclockrange` ranges of clock
  times ("from 1 to 3", "sat 2-4"), which Duckling reads badly;
  `memstream.encoders.times.timejoins` finds those ranges and two days in a row ("the 25th and
  26th") and reads their days through the resolver;
- `memstream.encoders.times.timeclocknext` reads a bare clock time after another in its sentence
  as the next such hour after it ("leaves at 9:40, home at 6": 18:00), and
  `memstream.encoders.times.timezones` a clock time in a named zone ("3pm GMT") in that zone;
- `memstream.encoders.times.timerules` reads Duckling's values as a careful reader would (whole
  seasons, Saturday-Sunday weekends, "two weeks ago" as that week) and, for a recurring
  mention ("in June", "on Tuesday"), keeps its occurrences around the reference so that the
  sentence's tense can pick one (`Mention`, `settle`): "the first week of April" said on
  12 March is next month when it is planned, April last year when it is told as past.

Python's datetimes span years 1 to 9999; Duckling's do not ("10000 years ago", "last spring"
in year 1). An interval end outside that span is clamped to its edge (an open end); an
expression wholly outside it is dropped, so any text and any reference time resolve.
"""

from __future__ import annotations

import calendar
import itertools
import logging
import re
import threading
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

from memstream.encoders.times import (
    timeabbrevtoday,
    timeafterday,
    timebeforelast,
    timecityclock,
    timeclock,
    timeclockago,
    timeclockdays,
    timeclockrange,
    timeclocktill,
    timecomingday,
    timecomingmorning,
    timecontrast,
    timedashes,
    timedatedweekday,
    timedaybyclock,
    timedayfirst,
    timedaypairs,
    timedaytypos,
    timedotted,
    timefeasts,
    timehalfday,
    timehedges,
    timeholidaysmore,
    timejoins,
    timelater,
    timelinehour,
    timelookalikes,
    timelunar,
    timematchparts,
    timemayrange,
    timemonthnoun,
    timemonthso,
    timemonthspan,
    timemonthyear,
    timemovedhour,
    timenighthours,
    timeonfor,
    timereply,
    timeschedule,
    timeseasonterm,
    timeslang,
    timespelled,
    timethisseason,
    timetogether,
    timetwelve,
    timeweekdaydate,
    timeweekdaypairs,
    timeweekstoday,
    timeyearplain,
    timeyearsubject,
    timezones,
)
from memstream.encoders.times.timefilter import origin
from memstream.encoders.times.timeglued import unglued
from memstream.encoders.times.timehabits import habitual
from memstream.encoders.times.timehourmark import on_the_hour
from memstream.encoders.times.timemention import (
    NOT_READ,
    Mention,
    as_origin,
    as_until,
    day_ranges,
    far_off,
    latest_start,
    occurrence,
    recurs,
)
from memstream.encoders.times.timemention import TIME_MAX as TIME_MAX  # re-exported
from memstream.encoders.times.timemention import TIME_MIN as TIME_MIN
from memstream.encoders.times.timemonthweekends import nth_weekends
from memstream.encoders.times.timeoccurrences import occurrences
from memstream.encoders.times.timephrases import until_day
from memstream.encoders.times.timepieces import OVERLAP_CHARS as OVERLAP_CHARS  # re-exported
from memstream.encoders.times.timepieces import PIECE_CHARS as PIECE_CHARS
from memstream.encoders.times.timepieces import pieces as pieces
from memstream.encoders.times.timepieces import windows
from memstream.encoders.times.timerules import (
    FINE,
    Occurrence,
    Tense,
    day_first_dates,
    is_since,
    named_day,
    normalise,
    relative_units,
    year_headings,
)
from memstream.encoders.times.timesettle import settle_mentions
from memstream.records import TimeRef

log = logging.getLogger(__name__)

_THIS_SEASON = re.compile(r"^this\s+(spring|summer|fall|autumn|winter)$", re.I)
#: Time expressions a text keeps, the first in it; parsing stops there.
MAX_TIME_REFS = 32
#: Characters read for time expressions, the first of the text (the default text limit).
MAX_TIME_CHARS = 16_000
_TRAILING = " \t\n,.;:!?"


#: How many times a match is narrowed and its parts read again: "from the 4th to the 11th,
#: 2:20" is a day and a clock time, the day a date moved to another, that one a day and
#: the clock time after its comma.
_NARROWINGS = 3


#: What joins a range to the day after it that it is read against ("7-9pm before easter").
_BEFORE_AFTER = re.compile(r"\s+(before|after)\s+", re.I)


def _beyond(text: str, over: list[Mention], joined: list[Mention]) -> list[tuple[int, int]]:
    """Where the day lies that Duckling read with a joined range before it, after
    "before/after" ("wed 6-8pm before christmas": Christmas, as "before christmas" alone is), which
    the range replaces."""
    out = []
    for m, c in itertools.product(over, joined):
        gap = _BEFORE_AFTER.match(text, c.end, m.end) if c.start <= m.start < c.end else None
        if gap and gap.end() < m.end:
            out.append((gap.end(), m.end))
    return out


def _as_at(text: str, start: int, end: int, value: dict[str, Any]) -> str | None:
    """The match text[start:end] written with "at" where it is one clock time that Duckling
    reads otherwise: "by" a bare hour ("back down by 4" as "at 4"; "", no time, in a rule
    over repeated days: "be back by 9 every day"), a day and "until" a clock time with no start
    of its own ("open sun till 5" as "sun at 5", not an interval open back to the year 1);
    None for anything else."""
    if timeclock.by_hour(text, start, end):
        return "" if timeschedule.scheduled(text, start, end) else "at" + text[start + 2 : end]
    day_at = timeclockdays.day_until_clock(text[start:end])
    return day_at if day_at and "from" not in value else None


def _unread(reader: TimeResolver, text: str, wall: datetime) -> list[Mention]:
    """Times Duckling does not read, beside its matches: a bare hour offered as a reply ("ok
    6 works"), a plan is on for ("still on for 8") or after a schedule's step ("doors 7pm,
    support 8"), a weekday and a bare day of the month ("move it to thu 18"), an hour in the
    small hours before its night ("at 2 last night"), a clock time before a count of days
    ("at 6:10 2 days ago"). A four-digit 24-hour clock ("tues 0645") is read with a colon
    (timefourdigit.py)."""
    return (
        timeclockago.clock_days(text, wall)
        + timenighthours.night_hours(text, wall)
        + timereply.reply_hours(reader, text, wall)
        + timeonfor.on_for_hours(reader, text, wall)
        + timemovedhour.moved_hours(reader, text, wall)
        + timelinehour.step_hours(reader, text, wall)
        + timeweekdaydate.weekday_dates(text, wall)
    )


class TimeResolver:
    """Thread-safe wrapper over the Duckling runtime (which is started once per process)."""

    def __init__(self, zoneinfo: Path = Path("/usr/share/zoneinfo")) -> None:
        import duckling

        self._d = duckling
        self._tz = duckling.load_time_zones(str(zoneinfo))
        lang = duckling.parse_lang("EN")
        self._locale = duckling.parse_locale("EN_US", duckling.default_locale_lang(lang))
        self._dims = duckling.parse_dimensions(["time"])
        self._lock = threading.Lock()

    def parse(self, text: str, wall: datetime) -> list[dict[str, Any]]:
        """Duckling's matches in `text`, read at the wall-clock time `wall` (as UTC)."""
        epoch = calendar.timegm(wall.timetuple())
        with self._lock:  # per call: a long text does not hold up a recall's query
            ref = self._d.parse_ref_time(self._tz, "UTC", epoch)
            ctx = self._d.Context(ref, self._locale)
            parsed: list[dict[str, Any]] = self._d.parse(unglued(text), ctx, self._dims, False)
        return parsed

    def mentions(self, text: str, reference: datetime, *, deadlines: bool = True) -> list[Mention]:
        """Every time expression of `text` (the first `MAX_TIME_REFS`), unsettled. With
        `deadlines`, "before X" (X a day) is X, the deadline a message names ("grab the rack
        before the 20th"); without, the span up to X, as a question asks it ("what did she do
        before April 10?"). A text whose reading fails in a way no rule foresaw (a bug, not
        the text's fault) has no time expressions, and the failure is logged: its memory is
        stored without them rather than dead-lettered."""
        if reference.tzinfo is None:
            raise ValueError("reference time must be timezone-aware")
        try:
            return self._mentions(text, reference, deadlines=deadlines)
        except Exception:
            log.warning(NOT_READ, len(text), exc_info=True)
            return []

    def _mentions(self, text: str, reference: datetime, *, deadlines: bool) -> list[Mention]:
        wall = reference.replace(tzinfo=None)
        # Duckling's runtime aborts on NUL characters (uncatchable); they carry no time anyway.
        written = text[:MAX_TIME_CHARS].replace("\x00", " ")
        text = timedayfirst.swapped(written)  # "14/07 at 10am" as Duckling reads "07/14 ..."
        text = timeslang.chat_days(timeslang.respelled(text))  # "by wendesday", "weds"
        text = timedaybyclock.by_as_at(timehedges.unhedged(text))  # "at like 4am", "tonight by 9"
        text = timedashes.as_hyphens(text)  # "4–9 august"
        text = timezones.without_zones(text)  # "at 3pm GMT": read in GMT below
        text, edits = timespelled.spelled_out(text, wall)  # "this wknd", "happy 4th", "nye"
        found = [
            Mention(text[a:b], a, b, o, ())
            for a, b, o in relative_units(text, wall)
            + timebeforelast.before_last(text, wall)  # "the friday before last"
            + day_first_dates(text)
            + timedotted.dotted_dates(text)  # "12.6.26"
            + year_headings(text)
            + timeyearsubject.year_subjects(text, wall)  # "2024 was a blur"
            + timeyearplain.plain_years(text, wall)  # "that was like 2019", "all of 2023"
        ]
        feasts = timefeasts.feasts(text, wall, reference.utcoffset())  # "holi", "songkran"
        duck = timefeasts.masked(text, feasts)  # "diwali's on the 20th": the 20th alone
        for lo, hi, own_lo, own_hi in windows(text):
            if len(found) >= MAX_TIME_REFS:
                break
            for item in self.parse(duck[lo:hi], wall):
                if own_lo <= lo + item["start"] < own_hi:
                    found.extend(self._read(duck, lo, item, wall, 0, deadlines))
        # "from 1 to 3", "the 25th and 26th", "the 1st weekend of may": Duckling reads badly
        joined = timejoins.clock_ranges(self, text, wall) + timedaypairs.day_pairs(self, text, wall)
        joined += timedaypairs.weekday_ranges(self, text, wall) + nth_weekends(text, wall)
        joined += timeweekdaypairs.weekday_pairs(self, text, wall)  # "off wed and thurs"
        joined += timelunar.lunar_days(self, text, wall)  # "cny eve", "lny"
        joined += timeholidaysmore.holidays(self, text, wall)  # "canada day", "eid"
        joined += feasts
        joined += timebeforelast.holidays_before_last(self, text, wall)  # "xmas before last"
        joined += timecomingmorning.coming_morning(text, wall)  # "till the morning", at 1am
        joined += timeweekstoday.weeks_from_day(text, wall)  # "a week tomorrow"
        joined += timemonthspan.month_spans(self, text, wall)  # "the last 10 days of january"
        joined += timemonthyear.month_years(text, wall)  # "in june next year"
        joined += timemayrange.may_ranges(self, text, wall)  # "may-june"
        joined += timeseasonterm.season_terms(self, text, wall)  # "autumn term"
        joined += timedaytypos.typo_days(text, wall)  # "thursay"
        joined += _unread(self, text, wall)  # "ok 6 works", "thu 18"
        over = [m for m in found if any(m.start < c.end and c.start < m.end for c in joined)]
        found = [m for m in found if m not in over] + joined
        for lo, hi in _beyond(text, over, joined):  # "thurs 7-9pm before easter": Easter
            whole = [i for i in self.parse(text[lo:hi], wall) if i["end"] - i["start"] == hi - lo]
            found += [x for i in whole[:1] for x in self._read(text, lo, i, wall, 0, deadlines)]
        kept: list[Mention] = []
        for m in sorted(found, key=lambda m: (m.start, m.start - m.end)):
            if not kept or m.start >= kept[-1].end:  # overlaps: the first and longest
                kept.append(m)
        kept = timecontrast.contrasted(text, timetogether.read_together(text, wall, kept), wall)
        kept = timecomingday.coming_days(text, kept, wall)  # "coming friday", said on a Friday
        kept = timemonthso.on_count_side(text, kept, wall)  # "6 months ago so march"
        kept = timeabbrevtoday.said_today(text, kept, wall)  # "it's fri and ...", on a Friday
        kept = timespelled.written_back(written, edits, kept)  # "this fri, not thurs"
        if text != written:  # the mentions as written ("14/07 at 10am")
            kept = timeslang.as_written(written, kept)
        offset = reference.utcoffset() or timedelta(0)
        kept = timezones.in_zones(written, kept, offset)
        return timecityclock.in_cities(written, kept, offset)[:MAX_TIME_REFS]  # "7am in toronto"

    def _read(
        self,
        text: str,
        offset: int,
        item: dict[str, Any],
        wall: datetime,
        depth: int = 0,
        deadlines: bool = True,
    ) -> list[Mention]:
        """Duckling's match `item` (found at `offset`) as mentions, after the filter."""
        start, end = offset + item["start"], offset + item["end"]
        while end > start and text[end - 1] in _TRAILING:
            end -= 1
        value = item.get("value") or {}
        grain = value.get("grain") or (value.get("from") or value.get("to") or {}).get("grain")
        if (at := _as_at(text, start, end, value)) is not None:  # "by 4", "open sun till 5"
            return self._at(text, start, end, wall, at)
        stop = timelater.now_tail(text, start, end)  # "today, now says ...": today
        spans = timematchparts.parts(text, start, stop, value, grain in FINE)
        if spans != [(start, end)]:  # dropped, or narrowed: read those parts alone
            if depth >= _NARROWINGS:
                return []
            return [
                m
                for lo, hi in spans
                for it in self.parse(text[lo:hi], wall)
                for m in self._read(text, lo, it, wall, depth + 1, deadlines)
            ]
        cut = None if depth > 1 else origin(text, start, end)
        if cut is not None:  # "from Thanksgiving": the day itself, read alone ...
            alone = self.parse(text[cut:end], wall)
            if alone:  # ... and dropped if alone it is no time ("a pic from the day")
                return [
                    m for it in alone for m in self._read(text, cut, it, wall, depth + 1, deadlines)
                ]
            item = {**item, "value": as_origin(item.get("value") or {})}  # "from 2019"
        lo, after = timeafterday.x_alone(text, start, end) if deadlines else (None, False)
        if lo is not None:  # "before the 20th", "after easter": X itself, as "by X" is
            alone = self.parse(text[lo:end], wall)
            found = [m for it in alone for m in self._read(text, lo, it, wall, 1, deadlines)]
            if found and (not after or timeafterday.a_day(found)):
                return found
        # "isn't until the 15th", "45 minutes till 2026": X itself; also in a narrowed part
        until = None if depth > 1 else until_day(text, start, end)  # "till 3am | , 200 guests"
        if until is not None:
            at = timeclockdays.until_clock(text[until:end])  # "till 6 tonight": 6 o'clock
            alone = [] if at else self.parse(text[until:end], wall)
            found = [
                m for it in alone for m in self._read(text, until, it, wall, depth + 1, deadlines)
            ]
            found = self._at(text, until, end, wall, at) if at else found
            if found:  # else Duckling's "till 9 tonight" as X ("9 tonight" alone: a count)
                return found
            item, start = {**item, "value": as_until(item.get("value") or {})}, until
        eod = None if depth > 1 else timeclock.eod_day(text[start:end])
        if eod is not None:  # "by eod friday": the day, as "by friday" is
            lo, hi = start + eod[0], start + eod[1]
            alone = self.parse(text[lo:hi], wall)
            found = [m for a in alone for m in self._read(text, lo, a, wall, depth + 1, deadlines)]
            if found:
                return found
        value = item["value"]
        if timeclock.after_clock(text[start:end]) or timeclockdays.from_clock(text, start, end):
            value = as_origin(value)  # "friday after 6", "tues from 6": that hour, as "by 6" is
        value = timeclocktill.clock_value(text[start:end], value)  # "3:12am last night", "till 9pm"
        hours = timehalfday.hours_for(text, start, end)
        try:
            found = self.mention(text[start:end], start, end, value, wall, hours)
        except (KeyError, TypeError, ValueError, OverflowError) as e:
            log.debug("time expression skipped item=%r error=%r", item, e)
            return []
        # a habit's recurring time is no date: "I usually run in the morning"; a date with
        # no year years away is Duckling's misreading ("ages 3-5 on saturday": 5 March 2033)
        return [
            timemonthnoun.just_ended(text, m, wall)  # "august close", said on 1 september
            for m in map(partial(timedatedweekday.nearest, wall=wall), found)  # "mon 7 aug"
            if not (m.recurring and habitual(text, start, end))
            and not far_off(m, wall)
            and not timelookalikes.lookalike(text, start, end)  # "the 4th quarter", "6-4 6-3"
        ]

    def _at(self, text: str, start: int, end: int, wall: datetime, at: str) -> list[Mention]:
        """text[start:end] read as `at` is ("at 4" for "by 4"), a clock time, kept as written."""
        hours = timehalfday.hours_for(text, start, end)
        found = [
            m
            for it in self.parse(at, wall)[:1]
            for m in self.mention(at, start, end, it["value"], wall, hours)
        ]
        return [replace(m, text=text[start:end]) for m in found]

    def mention(
        self,
        body: str,
        start: int,
        end: int,
        value: dict[str, Any],
        wall: datetime,
        hours: tuple[int, int] = timeclock.DAY_HOURS,
    ) -> list[Mention]:
        chosen = occurrence(value)
        if chosen is None:
            return []
        values = timetwelve.readings(body, map(occurrence, value.get("values") or [value]))
        # a bare clock time on a named day ("thursday at 4:30"): its daytime reading
        anchored = timeclock.anchored_pairs(values)
        if anchored:
            chosen = timeclock.daytime(values, hours, anchored)[0]
        latest = latest_start(values)
        if latest is not None:  # "from the 23rd till new year's day": the 23rd before it
            chosen, values = latest, [latest]
        elif (ranges := day_ranges(values, chosen)) is not None:  # "from the 27th to the 31st"
            chosen, values = ranges
        season = _THIS_SEASON.match(body)
        found: list[Occurrence] = []
        if season:  # "this summer" said in November: the one just past, or the next one
            found = occurrences(self, season.group(1), wall, [])
            chosen, found = timethisseason.of_this_year(season.group(1), wall, chosen, found)
        elif recurs(values):
            found = occurrences(self, body, wall, values)
            if anchored:  # every day's two readings, and the day a period before
                found = timeclock.paired(found)
            chosen, found = timehalfday.window(body, chosen, found, hours, anchored)
        found = [timeclockrange.range_end(body, o) for o in found]  # "from noon to 9pm"
        chosen = timeclockrange.range_end(body, chosen)
        norm = [on_the_hour(normalise(o, body, wall), body) for o in found]  # "thurs 14h"
        unique = sorted({(o.start, o.end): o for o in norm}.values(), key=lambda o: o.start)
        chosen = on_the_hour(normalise(chosen, body, wall), body)
        return [Mention(body, start, end, chosen, tuple(unique), is_since(body), named_day(body))]

    def settle(
        self, ms: Sequence[Mention], at: datetime, tenses: Sequence[Tense], text: str = ""
    ) -> tuple[TimeRef, ...]:
        """The mentions `ms` of `text` as references said `at`, each in its tense's direction."""
        return settle_mentions(ms, at, tenses, text)

    def resolve(
        self, text: str, reference: datetime, *, prefer_past: bool = False
    ) -> tuple[TimeRef, ...]:
        """Every time expression of `text`, as intervals resolved against `reference`;
        recurring ones ("in June") in the past with `prefer_past`, else the next one.
        `prefer_past` reads a question: "before X" is the span up to X."""
        found = self.mentions(text, reference, deadlines=not prefer_past)
        tense = Tense.PAST if prefer_past else Tense.FUTURE
        try:
            return self.settle(found, reference, [tense] * len(found), text)
        except Exception:  # as in `mentions`: the text's times, not the request, are lost
            log.warning(NOT_READ, len(text), exc_info=True)
            return ()
