"""Time expressions Duckling reads badly or in half when their parts are joined: ranges of clock
times ("from 1 to 3", "between 9 and 11 today", "sat 2-4", "mar 3, 5-6:30pm", timeclockrange.py
says how they read), each on the day named beside it; a time with the "since" before it that
Duckling reads without it ("since the weekend"); and a day of the month alone offered after "or"
as the alternative to a date named before it ("july 14? or the 21st"). Each range is found here,
its day read by Duckling through the resolver (`Reader`), and it replaces Duckling's matches that
overlap it (`TimeResolver.mentions`). What else is read against a date named before it is
timedateoffset.py's (an offset: "ping me a day before") and timeclockonday.py's (a clock time
with no day of its own: "friday morning before our 2pm ferry"). Two days in a row ("closed the
25th and 26th") are timedaypairs.py's and timeweekdaypairs.py's."""

from __future__ import annotations

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
)
from memstream.encoders.times.timedayalt import COMMA_GAP
from memstream.encoders.times.timefigures import routine_range
from memstream.encoders.times.timefilter import check
from memstream.encoders.times.timehabits import habitual
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timemovedto import moved
from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timerules import FINE, Occurrence, floor

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
