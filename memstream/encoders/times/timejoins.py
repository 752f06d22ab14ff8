"""Time expressions Duckling reads badly or in half when their parts are joined: ranges of clock
times ("from 1 to 3", "between 9 and 11 today", "sat 2-4", "mar 3, 5-6:30pm", timeclockrange.py
says how they read); and what is read against a date named before it in the sentence: an offset
("rent goes out the 3rd, ping me a day before", "this week vs the week before") and a clock time
with no day of its own ("friday morning before our 2pm ferry", "the evening of the 4th, the
6:40"); a day of the month alone offered after "or" as the alternative to a date ("july 14? or
the 21st"). Each is found here, its day read by Duckling through the resolver (`Reader`), and it
replaces Duckling's matches that overlap it (`TimeResolver.mentions`). Two days in a row ("closed
the 25th and 26th") are timedaypairs.py's and timeweekdaypairs.py's."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from memstream.encoders.times import (
    timeanchorhead,
    timebecause,
    timebetween,
    timeclock,
    timeclockrange,
    timecommarange,
    timenightrange,
    timepartclock,
    timerangeoffset,
)
from memstream.encoders.times.timedayalt import COMMA_GAP
from memstream.encoders.times.timefigures import routine_range
from memstream.encoders.times.timefilter import check
from memstream.encoders.times.timehabits import habitual
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timephrases import moved
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timerules import FINE, Occurrence, add_grain, floor

_TRAILING = " \t\n,.;:!?"
#: What comes right before two days of the month joined by "or" or a hyphen, with no "the",
#: that makes them days: a bracket ("next week (26th-30th)") or a word that introduces one,
#: or says where one is on them ("shut 25th and 26th", "busy 9th and 10th").
DAYS_INTRODUCED = re.compile(
    r"(\(|\b(on|by|from|until|till|til|between|away|off|closed|shut|open|back|for|busy|free|"
    r"working|booked))\s*$",
    re.I,
)


#: Hours joined by a word ("8 till 10", "2 to 5"), no hyphen: after a day and a comma, a
#: range of clock times on it, as a marked one is ("mar 8, 5-6:30pm"); not "sun, 3-1 win".
_WORDED = re.compile(r"\d\s+(to|till|until|til)\s+\d", re.I)


def clock_ranges(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """The ranges of clock times in `text` ("from 1 to 3", "sat 2-4"), each on the day
    named beside it, else on the days around `wall` (timeclockrange.py)."""
    out = []
    for r in timeclockrange.ranges(text):
        # a range joined by a word, after a day and a comma ("the 5th, 8 till 10"): that day's
        worded = bool(_WORDED.search(text, r.start, r.end))
        bare = worded or timeanchorhead.bare_after_comma(text, r.start, r.end)  # "the 27th, 10-12"
        comma = "marked" if r.marked else ("comma" if bare else "")
        anchor = _anchor(reader, text, r.start, r.end, wall, comma)
        word = re.findall(r"[\w'’]+", text[max(0, r.start - 20) : r.start])[-1:] or [""]
        before = anchor is not None and anchor.start < r.start
        beside = None if anchor else _beside(reader, text, r.end, wall)
        after = (anchor is not None and not before) or beside is not None
        if not timeclockrange.plausible(r, before, after, word[0]):
            continue
        lo, hi = r.start, r.end
        if anchor is not None:
            lo, hi = min(lo, anchor.start), max(hi, anchor.end)
        if check(text, lo, beside or hi, clock=True) != [(lo, beside or hi)] and not (
            anchor is None and timebetween.clock_between(text, lo, hi)
        ):
            continue  # "dropped it between 3 and 4" is a range of clock times
        hours = timenightrange.range_hours(text, r, timeclock.hours_for(text, lo, hi))
        if anchor is None:
            chosen, options = timeclockrange.around(r, wall, hours)
        else:
            if anchor.chosen.unit in FINE:  # "tonight", "last night": its hours
                hours = (12, 24) if anchor.chosen.start.hour >= 12 else (1, 13)
            options = [
                timeclockrange.on_day(r, floor(o.start, "day"), hours) for o in anchor.occurrences
            ]
            chosen = timeclockrange.on_day(r, floor(anchor.chosen.start, "day"), hours)
        found = Mention(
            text[lo:hi], lo, hi, chosen, tuple(options), named=bool(anchor and anchor.named)
        )
        if not (found.recurring and habitual(text, lo, hi)) and not routine_range(text, lo, hi):
            out += timecommarange.apart(text, found, anchor, r.start, r.end)  # "jan 2, 7-3"
    return out


def _anchor(
    reader: Reader, text: str, start: int, end: int, wall: datetime, comma: str = ""
) -> Mention | None:
    """The day named right after or right before text[start:end] ("between 10 and 12
    tomorrow", "sat 2-4", "from 10pm to 2am last night"): a day or a part of one; with
    `comma` ("comma", "marked": a range marked as clock times), also a day before a comma
    ("mar 3, 5-6:30pm"), a marked one's also past a place ("the 1st at the zoo, 1:30-3")."""
    gap = re.match(r"\s+(on\s+)?", text[end:])
    if gap:
        at = end + gap.end()
        for it in reader.parse(text[at : at + 40], wall):
            if it["start"] == 0:
                found = _day_like(reader, text, at, it, wall)
                if found is not None:
                    return found
    lo = max(0, start - 40)
    head, placed = timeanchorhead.head_before(text[lo:start], comma)  # "the 1st at the zoo, |"
    if len(head) < len(text[lo:start]):
        for it in reader.parse(head, wall):
            if it["end"] == len(head):
                it = _after_until(reader, head, it, wall)  # "til | fri 8-1": friday's
                it = timeanchorhead.without_number(reader, head, it, wall)  # "one next sun"
                found = _day_like(reader, text, lo, it, wall) or _moved_to(
                    reader, text, lo + it["start"], lo + it["end"], wall
                )
                if found is not None and timeanchorhead.whole(text, found.start, end, placed):
                    return found  # not "swim meet sat at the pool, 9am-1pm": "sat" a verb
        return _bare_ordinal(reader, text, lo, head, wall)
    return None


_UNTIL = re.compile(r"(until|till|til|'til|’til)\s+", re.I)


def _after_until(reader: Reader, head: str, item: dict[str, Any], wall: datetime) -> dict[str, Any]:
    """Duckling's match `item` at the end of `head` without the "until" it starts with
    ("can't come til fri | 8-1"): the day itself, as "until X" is X; else `item`."""
    cut = _UNTIL.match(head, item["start"])
    if cut is None:
        return item
    found = [it for it in reader.parse(head[cut.end() :], wall) if it["start"] == 0]
    if not found or found[0]["end"] != len(head) - cut.end():
        return item
    return {**found[0], "start": cut.end(), "end": len(head)}


_BESIDE = re.compile(r"\s+(before|after)\s+(?=\S)", re.I)


def _beside(reader: Reader, text: str, end: int, wall: datetime) -> int | None:
    """Where the day ends that follows text[:end] after "before/after" ("open 10-4 | before
    easter"), or None: the range is on a day beside that one, not on it, so it has no day of
    its own (it is read on the days around `wall`), but it is as much a range of clock times
    as one right before its day ("free 2-4 on friday")."""
    gap = _BESIDE.match(text, end)
    if gap is None:
        return None
    items = [it for it in reader.parse(text[gap.end() : gap.end() + 40], wall) if it["start"] == 0]
    days = [_day_like(reader, text, gap.end(), it, wall) for it in items]
    return next((d.end for d in days if d is not None), None)


_BARE_ORDINAL = re.compile(r"(?<![\w/.,:-])\d{1,2}(st|nd|rd|th)$", re.I)


def _bare_ordinal(reader: Reader, text: str, lo: int, head: str, wall: datetime) -> Mention | None:
    """The day of the month that ends `head` (at text[lo:]) with no "the", after a word that
    introduces a day ("open 27th | 10-4"), which Duckling reads only with "the"."""
    m = _BARE_ORDINAL.search(head)
    if m is None or not DAYS_INTRODUCED.search(head[max(0, m.start() - 20) : m.start()]):
        return None
    body = "the " + m.group(0)
    items = [it for it in reader.parse(body, wall) if it["end"] - it["start"] == len(body)]
    a, b = lo + m.start(), lo + m.end()
    found = reader.mention(text[a:b], a, b, items[0]["value"], wall) if items else []
    return found[0] if len(found) == 1 and found[0].chosen.grain == "day" else None


def _moved_to(reader: Reader, text: str, start: int, end: int, wall: datetime) -> Mention | None:
    """The day a plan goes to at the end of "X to Y" after a verb of moving at
    text[start:end] ("moved from tues to fri | 1-2pm"): Y, where X to Y is no range."""
    spans = moved(text, start, end)
    if not spans:
        return None
    a, b = spans[-1]
    items = [it for it in reader.parse(text[a:b], wall) if it["end"] - it["start"] == b - a]
    return _day_like(reader, text, a, items[0], wall) if items else None


def _day_like(
    reader: Reader, text: str, offset: int, item: dict[str, Any], wall: datetime
) -> Mention | None:
    """Duckling's match `item` as a day or a part of one (no clock time, no longer), not
    an ordinal of a thing ("the second" of "the second stage")."""
    value = item.get("value") or {}
    a, b = offset + item["start"], offset + item["end"]
    while b > a and text[b - 1] in _TRAILING:
        b -= 1
    if re.search(r"\d", text[a:b]) and value.get("grain") != "day":
        return None
    if re.search(r"\d|first|second|third", text[a:b], re.I) and noun_follows(text, b):
        return None  # an ordinal of a thing: "4:30-5:15 on the third court"
    found = reader.mention(text[a:b], a, b, value, wall)
    if not found:
        return None
    o = found[0].chosen
    if o.grain == "day" or (o.unit in FINE and o.end - o.start <= timedelta(hours=12)):
        return found[0]
    return None


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_OFFSET = re.compile(
    r"\b(the\s+(?P<unit1>day|week|month|year|night|evening|morning|afternoon)"
    r"|(?P<n>\d{1,2}|a|an|one|two|three|four|five|six)"
    r"\s+(?P<unit2>days?|weeks?|months?|years?))\s+(?P<dir>before|after|earlier|later|prior)"
    r"(\s+that)?(?=\s*([.!?,;\n)]|$|\s(and|but|so|vs|or|pls|please|lol|lmao|haha|tbh|tho)\b"
    r"|[\u2600-\u27bf\U0001f000-\U0001faff])"
    # a place or a purpose after it ("the night before at the pub", "3 days before to pack")
    r"|\s+(at|in)\s+(the|a|an|my|our|his|her|their)\s+[a-z]|\s+to\s+(?!(the|my|your|his|her|our"
    r"|their|a|an|this|that|next|christmas|easter)\b)[a-z]+\b(?!\s+(day|eve|night|morning)\b))",
    re.I,
)
#: Parts of the day "the night (evening, ...) before/after" reads on the day before/after.
_PARTS = {"night": (18, 24), "evening": (18, 24), "morning": (0, 12), "afternoon": (12, 19)}
_SENTENCE = re.compile(r"[.!?\n]")
#: The rest of a subject that holds a date, then a copula ("easter lunch will be | the day
#: after").
_SUBJECT_IS = re.compile(r"^(['’]s)?(\s+[a-z]+){0,2}\s+(is|was|will\s+be)\s+$", re.I)
#: "The week (day, month) after" reads from a date of its unit or of a day or finer.
_FINER = ("minute", "hour", "day")


def _shift(o: Occurrence, unit: str, n: int) -> Occurrence:
    if unit in _PARTS:  # "the night before": that part of the day before
        day = floor(o.start, "day") + timedelta(days=n)
        lo, hi = _PARTS[unit]
        return Occurrence(day + timedelta(hours=lo), day + timedelta(hours=hi), "interval", "hour")
    start = floor(o.start, unit)
    if unit in ("month", "year"):
        months = n * (12 if unit == "year" else 1)
        m = start.month - 1 + months
        start = start.replace(year=start.year + m // 12, month=m % 12 + 1)
    else:
        start += timedelta(days=n * (7 if unit == "week" else 1))
    return Occurrence(start, add_grain(start, unit), unit, unit)


def offsets(text: str, found: list[Mention]) -> list[Mention]:
    """ "N units before/after (that)" and "the unit before/after" that end their clause (an emoji
    ends one too, as chat writes it: "the week after 🙄"; so does a place or a purpose:
    "the night before at the pub", "2 days before to pack"), and "the night (morning, ...)
    before/after" a day (or hours on one), that part of the day before or after it, from
    the date named last before them in the sentence ("my bill is due the 15th, remind me 3
    days before": the 12th; "last month vs the month before": the month before last month);
    "the unit before" needs a date of that unit or a day or finer ("last month"; "the 28th,
    ... the week after": the week after the 28th's); with none in the sentence, the date
    named last in the sentences before ("my slot on the 17th? i'll take the week after")."""
    out = []
    for m in _OFFSET.finditer(text):
        unit = (m.group("unit1") or m.group("unit2")).lower().rstrip("s")
        n = 1 if m.group("unit1") else int(_COUNTS.get(m.group("n").lower(), m.group("n")))
        n = -n if m.group("dir").lower() in ("before", "earlier", "prior") else n
        lo = max((s.end() for s in _SENTENCE.finditer(text, 0, m.start())), default=0)
        before = [f for f in found if lo <= f.start and f.end <= m.start()]
        if not before:  # "cover my shift on the 15th? i'll do yours the week after"
            before = [f for f in found if f.end <= lo]
        if not before or any(f.start < m.end() and m.start() < f.end for f in found):
            continue
        anchor = before[-1]
        if len(before) > 1 and _SUBJECT_IS.match(text[anchor.end : m.start()]):
            anchor = before[-2]  # "..., and easter lunch is the day after": not its own
        grain = anchor.chosen.grain
        o = anchor.chosen  # "may 9th 1-4, ... the day after": the day of its hours
        one_day = o.end - o.start <= timedelta(days=1) and o.unit in _FINER
        if grain == "interval" and timerangeoffset.days_range(o):
            grain = "day"  # "on 1-7 dec, ... the week after": from the range's last day
        if (
            (grain == "interval" and not one_day)
            or (m.group("unit1") and grain not in (unit, "interval") and grain not in _FINER)
            or (unit in _PARTS and grain != "day" and not one_day)
        ):
            continue
        chosen = _shift(timerangeoffset.edge(anchor.chosen, n), unit, n)
        options = tuple(_shift(timerangeoffset.edge(o, n), unit, n) for o in anchor.occurrences)
        out.append(Mention(m.group(0), m.start(), m.end(), chosen, options, anchor=anchor.start))
    return out


#: A day's meal or work slot between the day and the clock ("christmas dinner at 3", "sunday
#: lunch at 1", "saturday shift 7am-3pm"): the meal or shift of that day, so the clock is on
#: it (timeexpr.md: a holiday's meal told as one occasion is the day); not a party ("the
#: christmas party at 8" is seldom on the day).
_LINK = re.compile(
    r"^\s*(,|before|after|then|for)?\s*((our|my|the|a|your|his|her)\s+)?"
    r"((breakfast|brunch|lunch|dinner|supper|shift|slot)\s+)?$",
    re.I,
)
#: A part of a schedule after a comma: a few words before its clock time ("doors 8pm"),
#: not a message to someone ("see you on friday, call me at 5": the nearest 5).
_LIST = re.compile(r"^\s*,\s*(?!.*\b(me|you|us|him|them)\b)([a-z'’]+\s+){1,3}$", re.I)
#: The next step of a plan after "then" ("..., then lunch with Jo at 12:45"): its day goes on.
_THEN = re.compile(
    r"^\s*,?\s*(and\s+)?then\s+(?!.*\b(me|you|us|him|them)\b)([a-z'’]+\s+){0,4}$", re.I
)
_CLOCK_ONLY = re.compile(r"^((at|by|around|from)\s+)?\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?$", re.I)
#: A range of clock times with no day ("5-6pm", "from 4 to 5:30pm").
_CLOCK_RANGE = re.compile(
    r"^((from|between)\s+)?\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?\s*([-\u2013]|to|till|until|and)\s*"
    r"\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?$",
    re.I,
)


def _on(
    day_o: Occurrence, clock: Occurrence, ambiguous: bool, later: bool = False, at: bool = False
) -> Occurrence:
    """The clock time `clock` on the day (or part of one) `day_o`: within the part, or in
    the daytime, the first reading from its start; after a clock time (`at`: also a range of
    them, "meant to be 5-6pm, came at 7:20": 19:20), the reading nearest to it (`later`, the
    next step of a plan after "then": the nearest after it)."""
    day = floor(day_o.start, "day")
    span = clock.end - clock.start
    hour, minute = clock.start.hour, clock.start.minute
    hours = [hour % 12, hour % 12 + 12] if ambiguous else [hour]
    readings = [day.replace(hour=h, minute=minute) for h in hours]
    if at or day_o.grain in ("hour", "minute"):  # "tonight at 10, gates at 9": the nearest
        pool = [r for r in readings if r > day_o.start] if later else []
        start = min(pool or readings, key=lambda r: (abs(r - day_o.start), r < day_o.start))
        return Occurrence(start, start + span, clock.grain, clock.unit)
    if day_o.unit in FINE:  # a part of the day: the first reading in it, or after its midnight
        inside = timepartclock.in_part(day_o, readings, later)  # "tonight, ... at 12:15"
    else:
        inside = [r for r in readings if timeclock.DAY_HOURS[0] <= r.hour < timeclock.DAY_HOURS[1]]
    start = (inside or readings)[0]
    return Occurrence(start, start + span, clock.grain, clock.unit)


def on_named_day(text: str, found: list[Mention]) -> list[Mention]:
    """A clock time with no day of its own right after a day or a part of one, by a comma or
    "before/after (our)" ("friday morning before our 2pm ferry", "the evening of the 4th, the
    6:40", "dinner sat, 9:30": in the half its sentence tells): on that day; so are those of a
    schedule after it in parts of a few words after commas ("on the 22nd, gates 7pm, warm-up at
    5") or "then" ("the 3rd at 10, then a cut at 11:30"); not "on friday, call me at 5"."""
    out = list(found)
    for k in range(1, len(out)):
        day, clock = out[k - 1], out[k]
        if not _CLOCK_ONLY.match(clock.text) or clock.chosen.unit not in FINE:
            continue
        gap = text[day.end : clock.start]
        then = bool(_THEN.match(gap))
        if day.anchor is not None and _CLOCK_ONLY.match(day.text):  # a list: "the 5th, doors
            if not (_LIST.match(gap) or then):  # 7pm, our set is at 10:15pm": the day before's
                continue
            day = next(d for d in out if d.start == day.anchor)
        elif _CLOCK_ONLY.match(day.text) or not (_LINK.match(gap) or _LIST.match(gap) or then):
            continue  # after a clock time with no day: timeclocknext.py
        d = day.chosen
        is_part = d.unit in FINE and d.end - d.start <= timedelta(hours=12)
        if not (d.grain == "day" or is_part):
            continue
        starts = sorted(o.start for o in clock.occurrences)
        ambiguous = any(b - a == timedelta(hours=12) for a, b in itertools.pairwise(starts))
        base, ambiguous = timepartclock.told_half(text, clock, ambiguous, d.grain == "day")
        at = bool(_CLOCK_RANGE.match(day.text))  # "5-6pm, came at 7:20": the nearest
        chosen = _on(timepartclock.opened(d, day.text), base, ambiguous, then, at)
        opts = [timepartclock.opened(o, day.text) for o in day.occurrences]  # "evening, 5:00"
        options = tuple(_on(o, base, ambiguous, then, at) for o in opts)
        out[k] = Mention(
            clock.text, clock.start, clock.end, chosen, options, named=day.named, anchor=day.start
        )
    return out


_SINCE_BEFORE = re.compile(r"\bsince\s+((the|this\s+past|this)\s+)?$", re.I)
#: A verb right after the time: "since" is "because" ("since the weekend is free, ...").
_CAUSAL = re.compile(
    r"^\s+(is|was|'s|are|were|will|'ll|would|should|could|can|looks?|seems?)\b", re.I
)


def since_before(text: str, found: list[Mention]) -> list[Mention]:
    """A time Duckling reads without the "since" before it ("since the weekend"): from it
    to the moment it is said, the span widened to the "since" (`settle`); not "since" as
    "because", before a verb ("since the weekend is free, let's go")."""
    out = []
    for m in found:
        before = _SINCE_BEFORE.search(text[max(0, m.start - 30) : m.start])
        causal = _CAUSAL.match(text[m.end :]) or timebecause.subject_of_verb(
            text, m.end, m.start - len(before.group(0)) if before else m.start
        )
        if m.since or before is None or causal:
            out.append(m)
            continue
        lo = m.start - len(before.group(0))
        out.append(replace(m, text=text[lo : m.end], start=lo, since=True))
    return out


#: A day of the month alone ("the 19th"), an alternative after "or" to a date before it.
_BARE_DAY = re.compile(r"^(on\s+)?(the\s+)?(\d{1,2})(st|nd|rd|th)$", re.I)
_OR_GAP = re.compile(r"^[^.!\n]{0,40}\bor\s+(maybe\s+|else\s+|perhaps\s+)?$", re.I)
_MONTH_WORD = re.compile(r"[a-z]{3,}", re.I)


def _in_month(o: Occurrence, day: int) -> Occurrence | None:
    try:
        start = o.start.replace(day=day)
    except ValueError:
        return None
    return Occurrence(start, start + timedelta(days=1), o.grain, o.unit)


#: A day of the month right after a date and "or", which Duckling reads no date alone ("on
#: the 12th or 13th").
_OR_NEXT = re.compile(r"\s+or\s+(the\s+)?(\d{1,2})(st|nd|rd|th)\b", re.I)


def _alternative(date: Mention, body: str, start: int, end: int, day: int) -> Mention | None:
    chosen = _in_month(date.chosen, day)
    options = [_in_month(o, day) for o in date.occurrences]
    if chosen is None or None in options:
        return None
    opts = tuple(o for o in options if o is not None)
    return Mention(body, start, end, chosen, opts, anchor=date.start)


def alternatives(text: str, found: list[Mention]) -> list[Mention]:
    """A day of the month alone offered after "or" (or heading a clause after a comma,
    timedayalt.py) as the alternative to a date with its month named before it ("let's do
    july 14? or the 21st if Kim's free"), or right after a
    day of the month ("recheck on the 27th or 28th"): in that month and year, settled with
    it, not the nearest 21st."""
    out = list(found)
    for k in range(1, len(out)):
        date, alt = out[k - 1], out[k]
        bare = _BARE_DAY.match(alt.text)
        if bare is None or date.chosen.grain != "day" or not _MONTH_WORD.search(date.text):
            continue
        gap = text[date.end : alt.start]
        if _BARE_DAY.match(date.text) or not (_OR_GAP.match(gap) or COMMA_GAP.match(gap)):
            continue
        made = _alternative(date, alt.text, alt.start, alt.end, int(bare.group(3)))
        out[k] = made or alt
    for date in list(out):
        nxt = _OR_NEXT.match(text, date.end)
        if nxt is None or date.chosen.grain != "day" or not re.search(r"\d", date.text):
            continue
        lo, hi = nxt.start(2) - (len(nxt.group(1)) if nxt.group(1) else 0), nxt.end()
        if noun_follows(text, hi) or any(m.start < hi and lo < m.end for m in out):
            continue
        made = _alternative(date, text[lo:hi], lo, hi, int(nxt.group(2)))
        out += [made] if made else []
    return sorted(out, key=lambda m: m.start)
