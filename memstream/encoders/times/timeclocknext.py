"""A clock time without am/pm after another clock time in the same sentence (tests/data/
timeexpr.md, "clock times without am/pm"): the next such hour after the one before it, as the
second time of a range is ("ferry leaves at 9:40, should be home at 6", said in the morning, is
18:00, not 06:00, which is before the ferry leaves; "the match is at 3 and the party at 8" is
20:00; "picnic from 2, sparklers at 9:30" is 21:30). It is read with the time before it
(`Mention.anchor`), so it settles wherever that one settles. Not after the end of a stretch ("on
a call till 5 and the plumber comes at 4:30", "open till 11, last orders 10:30"): what follows an
end may come before it, and is read alone; nor after the start of one up to now ("been down since
the update at 10, patch coming at 11", said at 22:00, is 23:00); nor after a word of setting out
("the appt is at 8:45 and we have to leave by 7", said at 01:00, is 07:00): the way to the first
may come before it, the reading nearest the first; so is a "by" told as past ("fireworks finished
at 11:45, the food ran out by 9", said at 00:20, is 21:00): by when a thing had happened, maybe
before. A pick-up is no setting out ("nursery drop off at 8, pick up at 5:30": 17:30), but one
asked as a question right after a start's clock time ("start's 9am, can pick u up at 8:15?") is
the way to it, within two hours before. A clock time marked as morning or evening ("6pm"),
written on the 24-hour clock ("18:00", "06:30") or read on a day of its own keeps its reading.
The time before it may carry its day and part of the day ("at 6 tmrw morning, we upload at 6:05":
06:05); a run of two clock times in one sentence goes on across its end ("headliner 4:30, support
5:45. doors at 7": 19:00); after a contrast ("but", "instead of", "rather than") it is the
reading nearest the first ("now 9:50 tonight instead of 6:50": 18:50). A timed event's slot
closed by "still" or thanks is read alone, and so is the clock time after it ("the show starts at
8 still, we eat at 6": 18:00, `timeattimed.timed_tail`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times import timeclock
from memstream.encoders.times.tenseplan import past_form
from memstream.encoders.times.timeattimed import timed_tail
from memstream.encoders.times.timeclauses import CLAUSE
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, floor
from memstream.encoders.times.timevocab import WEEKDAY

_SENTENCE_END = re.compile(r"[.!?;\n]")
#: "so" between the two: the second follows from the first, not after it in time.
_SO = re.compile(r"\bso\b", re.I)
#: A word of setting out between the two ("the appt is at 8:45 and we leave by 7", "kickoff's
#: at 3, setting off at 1"): the way to the first, which may come before it. Not a pick-up
#: told ("nursery drop off at 8, pick up at 5:30", "i work at 9 but can collect you at 5:30"):
#: more often the day's end, the next after (`pick_up_read` for one asked before a start).
_SET_OUT = re.compile(
    r"\b(leave|leaves|leaving|set(ting)?\s+off|sets\s+off|head(ing|s)?\s+(out|off)|depart(ing|s)?)\b",
    re.I,
)
#: A start right before the first clock time ("start's 9am", "starts at 12", "kickoff is at 3").
_START = re.compile(
    r"\b(starts?|start['’]s|starting|begins?|kick\s*-?off(s|['’]s)?)\s+((is|at)\s+)*$", re.I
)
#: All that stands between a start's clock time and a pick-up's asked as a question ("start's
#: 9am, can pick u up at 8:15?", "starts at 12, can u collect me at 11:30?").
_PICK_UP_ASKED = re.compile(
    r"[\s,]*(and\s+)?((i|we|u|you)\s+)?(can|could|shall)\s+((i|we|u|you)\s+)?"
    r"(pick\s+([a-z]+\s+)?up\s+|collect\s+([a-z]+\s+)?)(at\s+)?",
    re.I,
)
#: The most a pick-up asked before a start may lie before it and still be the way to it.
_PICK_UP_SPAN = timedelta(hours=2)
#: "till" or "until" right before a clock time: the end of a stretch.
_BY = re.compile(r"\bby\s+$", re.I)
#: A state a deadline asks for, right before "by" ("be gowned by 9"): no telling of the past.
_PARTICIPLE = re.compile(r"\b[a-z]+ed\s+(by\s*)?$", re.I)
_UNTIL = re.compile(r"\b(till?|until|'?til)\s*$", re.I)
#: "since" and an event's few words before a clock time ("been down since the update at 10"):
#: the start of a stretch up to the moment said, gone by; what follows need not come after it.
_SINCE = re.compile(r"\bsince\s+([a-z'’]+\s+){1,5}(at\s+)?$", re.I)
#: A clock time that is only that, with its am/pm if it has one ("at 9:40", "9.40", "6pm"),
#: or with its day and part of the day after it ("at 6 tmrw morning", "at 7 tonight").
_CLOCK = re.compile(
    r"^((at|by|around|from)\s+)?\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?"
    rf"(\s+(today|tonight|tomorrow|tmrw|tmr|{WEEKDAY})(\s+(morning|afternoon|evening|night))?)?$",
    re.I,
)
#: One without am/pm on the 12-hour clock ("at 6", "home by 5:30", "in from 6.30"; not
#: "06:30", "18:00").
_BARE = re.compile(r"^((at|by|around)\s+)?(?P<hour>[1-9]|1[0-2])([:.](?P<minute>\d{2}))?$", re.I)
#: "but", "instead of" or "rather than" between the two: a contrast, which may come before
#: the first ("party starts at 8 but i'll get there at 7": 19:00; "now at 9:50 tonight
#: instead of 6:50": 18:50).
_BUT = re.compile(r"\b(but|instead\s+of|rather\s+than)\b", re.I)
#: "instead of" or "rather than": the other time for the same thing, near it either way.
_INSTEAD = re.compile(r"\b(instead\s+of|rather\s+than)\b", re.I)
#: The most a time after "but" before the waking hours may lie before the first and still be
#: its earlier start ("doors at 8 but staff in from 6.30"); further off it is the day's other
#: end ("opens at 9 but closes at 5": 17:00, not 05:00).
_BUT_SPAN = timedelta(hours=2)
#: The start of a run's next part after a sentence's end: a few words before its clock time
#: ("doors at 7"), not a message to someone ("call me at 6 when ur free": the nearest 6).
_RUN_PART = re.compile(r"^\s*(?!.*\b(me|you|us|him|them)\b)([a-z'’]+\s+){0,3}$", re.I)


def _next_after(o: Occurrence, hour: int, minute: int, clock: Occurrence) -> Occurrence:
    """The first reading of hour:minute (either half of the day) after `o` starts."""
    day = floor(o.start, "day")
    readings = [
        day + timedelta(days=d, hours=h, minutes=minute)
        for d in (0, 1)
        for h in (hour % 12, hour % 12 + 12)
    ]
    start = min(r for r in readings if r > o.start)
    return Occurrence(start, start + (clock.end - clock.start), clock.grain, clock.unit)


def after_clock(text: str, found: list[Mention]) -> list[Mention]:
    """Each bare clock time right after another clock time in its sentence, read as the
    next such hour after that one; not across a sentence's end ("the shop is open till 10 for
    returns. Sam had his tea at 7": another sentence, told in its own tense)."""
    out = list(found)
    for k in range(1, len(out)):
        first, m = out[k - 1], out[k]
        if m.anchor is not None or not _CLOCK.match(first.text.strip()):
            continue
        if _SENTENCE_END.search(text, first.end, m.start) and not _run_on(text, out, k):
            continue
        out[k] = read_after(text, first, m) or m
    return out


def read_after(text: str, first: Mention, m: Mention) -> Mention | None:
    """The bare clock time `m` read against the clock time `first` before it in its sentence
    (`after_clock`), None where it is read alone: after "so", a word of its own half, the end
    of a stretch."""
    if _BARE.match(m.text.strip()) is None or _SO.search(text, first.end, m.start):
        return None  # "doors 8:15 so we set off at 6:40": a consequence, maybe before
    if timed_tail(text, first.end):
        return None  # "the show starts at 8 still, we eat at 6": "still" closes the first
    if _off_part(text, first.end, follow(first, m)):
        return None  # "a fire at 9 and breakfast at 11": 11's breakfast tells its half
    if _UNTIL.search(text[max(0, first.start - 8) : first.start]):
        return None  # "on a call till 5 and the plumber comes at 4:30": maybe before
    if _SINCE.search(text[max(0, first.start - 48) : first.start]):
        return None  # "been down since the update at 10, patch coming at 11": 23:00
    if {first.chosen.unit, m.chosen.unit} - FINE or first.chosen.grain == "interval":
        return None
    near = pick_up_read(text, first, m) or nearest_between(text, first.end, m.start)
    if near is None and _past_deadline(text, first.end, m):  # "finished at 11:45, ... by 9"
        return follow(first, m, read=_before_if_nearer)
    return follow(first, m, read=near)  # "appt at 8:45 and we leave by 7": maybe before


def pick_up_read(text: str, first: Mention, m: Mention) -> _Read | None:
    """How the clock time `m` is read where it is a pick-up asked as a question right after the
    clock time of a start ("start's 9am, can pick u up at 8:15?": 08:15, the way to the start,
    at most `_PICK_UP_SPAN` before it, else the next after); None for any other, a pick-up
    told ("school starts at 9 and pick up is at 3": 15:00, the day's end)."""
    asked = (
        _START.search(text, max(0, first.start - 16), first.start)
        and _PICK_UP_ASKED.fullmatch(text, first.end, m.start)
        and text[m.end :].lstrip().startswith("?")
    )
    return _shortly_before if asked else None


def _shortly_before(o: Occurrence, hour: int, minute: int, clock: Occurrence) -> Occurrence:
    """The reading of hour:minute nearest `o` where it lies at most `_PICK_UP_SPAN` before it
    ("start's 9am, can pick u up at 8:15?": 08:15); else the next after it."""
    near = _nearest(o, hour, minute, clock)
    if near.start < o.start and o.start - near.start <= _PICK_UP_SPAN:
        return near
    return _next_after(o, hour, minute, clock)


def nearest_between(text: str, lo: int, hi: int) -> _Read | None:
    """How text[lo:hi], between two clock times, reads the second, where not as the next after
    the first: a word of setting out ("the appt is at 8:45 and we leave by 7") or "instead of"
    the reading nearest it; "but" the nearest but not in the small hours well before it, an
    earlier start ("doors open at 8 but staff are in from 6.30"), else the next after ("opens
    at 9 but closes at 5")."""
    if _SET_OUT.search(text, lo, hi) or _INSTEAD.search(text, lo, hi):
        return _nearest
    return _nearest_but if _BUT.search(text, lo, hi) else None


def _nearest_but(o: Occurrence, hour: int, minute: int, clock: Occurrence) -> Occurrence:
    """The reading nearest `o` ("party starts at 8 but i'll get there at 7": 19:00), where it
    is in the waking hours or at most `_BUT_SPAN` before `o` ("doors at 8 but staff in from
    6.30": 06:30); else the next after it ("school starts at 9 but finishes at 3": 15:00)."""
    near = _nearest(o, hour, minute, clock)
    lo, _ = timeclock.DAY_HOURS
    if near.start > o.start or near.start.hour >= lo or o.start - near.start <= _BUT_SPAN:
        return near
    return _next_after(o, hour, minute, clock)


def _run_on(text: str, out: list[Mention], k: int) -> bool:
    """Whether the clock time out[k] goes on a run of clock times across a sentence's end: the
    two before it listed in one sentence on one day, itself in the next, close after them, in
    a part of a few words ("soundchecks tonight: headliner 4:30, support 5:45. doors at 7,
    curfew 10:30": 19:00); not two clock times of one noun ("the 4:15 and 5:40 trains"), a
    run over midnight, nor a message to someone ("... call me at 6 when ur free")."""
    if k < 2 or not _CLOCK.match(out[k - 2].text.strip()):
        return False
    before, first, m = out[k - 2], out[k - 1], out[k]
    ends = list(_SENTENCE_END.finditer(text, first.end, m.start))
    return (
        not _SENTENCE_END.search(text, before.end, first.start)
        and "," in text[before.end : first.start]
        and before.chosen.start.date() == first.chosen.start.date()
        and len(ends) == 1
        and m.start - ends[0].end() <= 20
        and _RUN_PART.match(text[ends[0].end() : m.start]) is not None
    )


def _before_if_nearer(o: Occurrence, hour: int, minute: int, clock: Occurrence) -> Occurrence:
    """A past "by" read before `o` where that reading is strictly nearer and in the waking
    hours ("finished at 11:45, the food ran out by 9": 21:00); else the next after it ("the
    meeting started at 10, we'd wrapped up by 4": 16:00, not 04:00; "started at 9:30, done
    by 4": 16:00)."""
    near, after = _nearest(o, hour, minute, clock), _next_after(o, hour, minute, clock)
    lo, _ = timeclock.DAY_HOURS
    if near.start.hour >= lo and o.start - near.start < after.start - o.start:
        return near
    return after


def _past_deadline(text: str, lo: int, m: Mention) -> bool:
    """Whether `m` is a "by" told as past after the clock time ending at `lo` ("fireworks
    finished at 11:45, the food ran out by 9"): by when a thing had happened, which may be
    before the first; the reading nearest it."""
    by = m.text.lower().startswith("by ") or _BY.search(text, max(0, m.start - 4), m.start)
    between = _PARTICIPLE.sub("", text[lo : m.start].lower())  # "we have to be gowned by 9"
    return bool(by) and any(past_form(w) for w in re.findall(r"[a-z]+", between))


def _off_part(text: str, lo: int, m: Mention) -> bool:
    """Whether `m`, read after the clock time ending at `lo` (any of its readings), has a clause
    of its own with a word of the other half of the day ("a fire at 9 [21:00] and breakfast at
    11": not 23:00)."""
    starts = [c.end() for c in CLAUSE.finditer(text, lo, m.start)]
    starts += [e.end() for e in _SENTENCE_END.finditer(text, lo, m.start)]  # a run goes on
    starts.sort()
    window = timeclock.part_word(text[starts[-1] : m.start]) if starts else None
    hours = [o.start.hour for o in (m.chosen, *m.occurrences)]
    return window is not None and any(not window[0] <= h < window[1] for h in hours)


_Read = Callable[[Occurrence, int, int, Occurrence], Occurrence]


def _nearest(o: Occurrence, hour: int, minute: int, clock: Occurrence) -> Occurrence:
    """The reading of hour:minute nearest `o`'s start, before or after it: the setting out for
    a thing ("dinner at 8, we leave at 7:15": 19:15; "the show's at 8, leaving at 11": 23:00)."""
    day = floor(o.start, "day")
    readings = [
        day + timedelta(days=d, hours=h, minutes=minute)
        for d in (-1, 0, 1)
        for h in (hour % 12, hour % 12 + 12)
    ]
    start = min((r for r in readings if r != o.start), key=lambda r: abs(r - o.start))
    return Occurrence(start, start + (clock.end - clock.start), clock.grain, clock.unit)


def follow(first: Mention, m: Mention, near: bool = False, read: _Read | None = None) -> Mention:
    """The bare clock time `m` read as the next such hour after the clock time `first`
    (each of its readings), with it: again where `first` is read anew, on the day of its
    message ("meet is saturday, heats at 9:40, final at 3:15": Saturday's 15:15); with `near`,
    the reading nearest it, before or after (`_nearest`); with `read`, its reading."""
    bare = _BARE.match(m.text.strip())
    if bare is None:
        return m
    hour, minute = int(bare.group("hour")), int(bare.group("minute") or 0)
    read = read or (_nearest if near else _next_after)
    chosen = read(first.chosen, hour, minute, m.chosen)
    options = tuple(read(o, hour, minute, m.chosen) for o in first.occurrences)
    return replace(m, chosen=chosen, occurrences=options, named=first.named, anchor=first.start)
