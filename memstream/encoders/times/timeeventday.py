"""A bare clock time further on in a message that names one day ahead, the event's day
(tests/data/timeexpr.md, "read against a date named before it": a clock time "in a later clause
or sentence about the same event" is on that day): "party at mine on the 26th!! aiming for 40
people, come from 2", "walk on wed is the long loop, meet at the car park 8:30", "our one turns
1 on sunday!! nan is cooking for 60 😅 program starts 11 am". The near cases, a few words on, are
`timemessageday.py`'s; this one reads on past its reach (a longer gap; a new sentence where it
tells a step of the event: "starts", "doors", "coming", or what it wants or needs: "they want
coffee refreshed at 10:15", `timeplanstep.py`), in the same line, where the message
names no other date before the clock time (one after it, "sports day is wed ... heat at 10:20.
she gets wifi fri", is its own; not the year or month that holds the day in its clause,
"valentines is a fri this year ... 2 sittings 6pm and 8:30pm", but "... and this month is
mad") and the day is still ahead: the plans of a day to
come. Not over a clock time with no day, a word of the moment or a rule ("now", "today", "every
day"; not "every" or "last" of a count of things: "on every phone", "for the last 2, leaving at
5:30 am"), a message to someone ("on friday, call me at 5"), a day that ends a stretch or is a
deadline ("till sunday", "due by the 30th") or told as past ("it was due oct 15"), nor a clock
time told as past ("... rang them at 9"; a planning word before "for" tells the plan: "dinner
booked for 6 ppl at 7:30") or with a purpose of its own, a step before the event ("meeting jake
at 3 to go shopping"); a place's opening in a later sentence keeps its own half ("the cake place
opens at 9"). Its half of the day is the one its sentence tells, else the one the day's sentence
tells ("quiz night on the 14th!! ... doors open at 7": 19:00) or the day's part ("fri night, ...
start at 8": 20:00), else the daytime. The day may have a clock time of its own ("mon at 6am"):
then a deadline in a later sentence is a step of its schedule ("... he wants them penned by
5:45": 05:45, the half nearest the day's clock time, or nearest its hours: "sat 10-4 ...
down by 5", 17:00, `timedaynear.py`), a state asked for ("penned by") no telling
of the past; a deadline after a bare day stays the nearest ("crosses for sunday. can someone
ring by 4?"). The day is the last one named before the clock time that is an event's ("the rest
due nov 30, party's on dec 14. ... around 10pm": the 14th), told as planned or not ("booked the
tour for fri night!!"), or the day a thing done is for ("ordered dry ice for monday's shipment
... pickup at 7:15": Monday's 07:15); a sentence after the day's may tell a step of its plan
(`timeplanstep.py`: "... check in at the dock 7:45", "boat leaves 9 sharp"). A range of clock
times with no day goes on the day as a clock time does (`timeeventrange.py`), and a clock time
read against one placed (`Mention.anchor`: "sat!! ... arrive 6:15pm for a 7:30 start") goes with
it. A place's opening after a morning named before it is on that morning ("wedding tmrw morning
... gates open at 8"); after an evening it keeps its own day. A state that comes about is no
past ("42nd st gets packed so be on the corner by 7:30"), nor, after a day with a clock time of
its own, one told with "is" or "are" of no one's own thing ("sat 2pm!! the car parks are jammed
so be parked by 12:30"; "my flight is delayed so arriving at 11:40" is the moment's). A month
gone by, in a sentence of its own with no clock time, is an aside that ends no reach ("for sat??
the pack i ordered in sept never came. ring of fire starts 10:34"); a month a thing is booked or
moved to is ahead, its own ("we pushed the wedding to june. ceremony starts at 2": not
Saturday's). The day's clause tells no past by a word that only looks like one after "a" or
"the" ("doing a bit of parkrun tourism on sat"), a state that comes about ("the capsule gets
opened on friday") or a signing up ("signed up to tailwalk tmrw"); a pick-up asked as a question
right after a start's clock time is the way to it, shortly before ("start's 9am, can pick u up
at 8:15?"); one told is more often the day's end ("tour on sat, bus leaves at 8, picks us up
again at 5": 17:00).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.tenseplan import past_form
from memstream.encoders.times.timeclock import DAY_HOURS, hours_for
from memstream.encoders.times.timeclocknext import (
    _nearest,
    _next_after,
    follow,
    nearest_between,
    pick_up_read,
)
from memstream.encoders.times.timedaynear import MEASURES, near_hours
from memstream.encoders.times.timeeventrange import is_range, range_on
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timemessageday import (
    _ATTRIBUTE,
    _HALF,
    _PLANNING,
    _is_clock,
    _is_day,
    _placed,
)
from memstream.encoders.times.timepartclock import told_half
from memstream.encoders.times.timeplanstep import departure_step, plan_step
from memstream.encoders.times.timerules import FINE, Occurrence
from memstream.encoders.times.timevocab import SEASONS, WEEKDAY

#: Units of time after a count ("every 2 weeks", "the last 3 days").
_UNITS = (
    r"(secs?|seconds?|mins?|minutes?|hours?|hrs?|days?|nights?|weeks?|wks?|months?|years?|yrs?)"
)
#: A count of things ("112 guests", "8 of us", "64 pax"), not a measure of the moment ("2
#: hours now on hold", "its now 95 degrees", "now 50%").
_COUNT = rf"\d+\s+(?!({_UNITS}|{MEASURES})\b)[a-z]+"
#: Other words of the calendar a rule counts by ("every weekend", "every summer").
_CALENDAR = (
    rf"(weekends?|fortnights?|morning|afternoon|evening|night|time|{'|'.join(sorted(SEASONS))})"
)
#: How far on the clock time may be: one message's plan, not a letter.
_GAP_MAX = 160
#: Words in the gap that end the day's say: the moment, a rule, the past, another line; not
#: "now" before a figure, the plan's change ("wedding on the 21st is now 112 guests"), nor
#: after one (`_FIGURE_NOW`: "64 pax now").
#: "every" and "last" only where they tell a rule or the past ("every day", "every other
#: sat", "every summer", "last week", "the last 3 games"), not a count of things ("on every
#: phone", "for the last 2, leaving at 5:30 am", "just the last 3 left").
_STOP = re.compile(
    rf"\n|\b(now(?!\s+{_COUNT})|rn|today|tonight|currently|usually|always|normally|ago|yesterday|"
    r"was|were|did|had|then|me|you|u|ya|ur)\b"
    rf"|\bevery(?=\s+(other\s+|single\s+)?({WEEKDAY}|{_UNITS}|{_CALENDAR})\b)"
    rf"|\bevery\s*(day|week|night|morning|\d)"
    rf"|\blast\b(?!\s+(\d+|one|two|three|few)\b\s*([^\w\s]|$|(left|remaining|to\s+go)\b))",
    re.I,
)
#: A count told as now after its figure ("BEO for the 31st changed again: 64 pax now,
#: canapés at 6:30"): the plan's change of a number, as "now" before one, no word of the
#: moment.
_FIGURE_NOW = re.compile(rf"\b{_COUNT}\s+now\b", re.I)
_LATER_HALF = (12, 24)
_SENTENCE_END = re.compile(r"[.!?]+(\s|$)")
#: Things that "land" as a release or a delivery comes ("the album lands at midnight", "the PR
#: lands at 10"): no one's arrival.
_THINGS = (
    r"(album|single|song|track|ep|episode|trailer|pr|update|patch|release|build|parcel|"
    r"package|order|delivery)s?"
)
#: Across a sentence's end, the clock time's sentence tells a step of the event ("... 😅
#: program starts 11 am", "she's coming at 7", "doors at 10", a landing: "the lead who lands at
#: 1", "the model lands at 11", "landing at 6"); not "training at 6:30", "the shop shuts at
#: 6pm", "4pm is my nap", a thing that lands (`_THINGS`), nor "landing page goes live at 9":
#: their own readings.
_EVENT_STEP = re.compile(
    r"\b(starts?|starting|begins?|beginning|kicks?\s+off|kicking\s+off|doors|opens?|"
    rf"com(e|es|ing)|arriv(e|es|ing)|meet(ing)?|(?!{_THINGS}\b)[a-z]+\s+lands?|"
    r"landing(?=\s+(at|around|about|by)\b))\b",
    re.I,
)
#: A day that ends or opens a stretch, or a deadline ("till sunday", "due oct 15", "back by
#: the 30th", "starting monday"): no event's day.
_END_BEFORE = re.compile(
    r"\b(by|till?|til|until|due|before|thru|through|starting|from|since)\s+(the\s+)?$", re.I
)
#: A clock time with a purpose of its own after it ("meeting jake at 3 to go shopping", "she's
#: coming over at 6 to plan it"): a step before the event, not one of it.
_PURPOSE = re.compile(
    r"\s+(?:in\s+order\s+)?to\s+(?!(?:the|a|an|my|our|your|his|her|their|its|late|midnight|"
    r"noon|close|closing|finish|end)\b)[a-z]+\b",
    re.I,
)
#: A place's opening across a sentence ("the cake place opens at 9"): its own hours, not the
#: event's half; the event's doors ("doors open at 7") are the event's.
_OPENS = re.compile(r"\bopens?\b", re.I)
_DOORS = re.compile(r"\bdoors\b", re.I)
_END_OWN = re.compile(r"^(by|till?|til|until|before|thru|through|from|since)\b", re.I)
_BY = re.compile(r"by\s", re.I)
_BY_BEFORE = re.compile(r"\bby\s+$", re.I)
#: A state a deadline asks for ("he wants them penned by 5:45", "gotta be done by 8"): no
#: telling of the past.
_PARTICIPLE = re.compile(r"\b[a-z]+ed\s+by\s*$", re.I)
#: "for" right before the day ("ordered dry ice for monday's shipment", "got a cake for sat"):
#: the day a thing done is for, ahead, whatever the tense of the doing.
_FOR_DAY = re.compile(r"\bfor\s+(the\s+)?$", re.I)
#: A planning word before "for" ("dinner booked for 6 ppl at 7:30", "table reserved for 8"):
#: the plan's, no telling of the past.
_PLANNED_FOR = re.compile(rf"\b({'|'.join(sorted(_PLANNING))})\s+for\b", re.I)
#: A thing wanted or needed in a state ("they want coffee refreshed", "we need the lift booked
#: from 7:30"): the participle tells the state asked for, no past.
_WANTED = re.compile(r"(\b(?:wants?|needs?)\s+(?:(?!to\b)[\w'’£$]+\s+){1,4}?)[a-z]+ed\b", re.I)
_BREAK = re.compile(r"[.,!?;:()\n]")
_DEGREE = r"([a-z]+ly|so|too|very|super|pretty|all|fully)"
#: A state that comes about, told as now with "get" and a participle ("42nd st gets insanely
#: packed", "stalls get snapped up"): no telling of the past.
_STATE = re.compile(rf"\b(gets?|getting)\s+({_DEGREE}\s+)?[a-z]+ed\b", re.I)
#: A state told with "is" or "are" and a participle ("the roads are closed"), and the words
#: before it that tell it is a thing's own ("my flight is delayed", "dad's car is damaged").
_STATE_IS = re.compile(
    r"(?<![\w'’])((?:my|our|your|his|her|their|(?!(?:it|that|there|here|he|she|what|who|let)"
    r"['’]s)[a-z]+['’]s)\s+(?:[a-z]+\s+){0,2})?"
    rf"(is|are)\s+({_DEGREE}\s+)?[a-z]+ed\b",
    re.I,
)


def _clause(text: str, start: int, floor: int) -> str:
    """The words of the clause that `start` is in, up to it, from no further back than `floor`."""
    breaks = [m.end() for m in _BREAK.finditer(text, floor, start)]
    return text[breaks[-1] if breaks else floor : start]


#: A relative clause about a person ("all 11 cast confirmed except the lead who lands at 1"):
#: the clock time's own clause, its tense its own.
_RELATIVE = re.compile(r"\bwho\b", re.I)


def _own_clause(text: str, start: int, floor: int) -> str:
    """The clock time's clause (`_clause`), from the last "who" in it where one opens a
    relative clause of its own."""
    clause = _clause(text, start, floor)
    relative = list(_RELATIVE.finditer(clause))
    return clause[relative[-1].end() :] if relative else clause


def _now_clause(text: str, start: int, floor: int, timed: bool) -> str:
    """The clock time's clause with what tells no past taken out: a plan's "booked for", a
    state asked for ("penned by", "want coffee refreshed at"), a state that comes about ("the
    pier gets packed"), and, after a day with a clock time of its own (`timed`: "sat 2pm!! the
    car parks are jammed"), a state told as now with "is" or "are" of no one's own thing. Not
    "wedding tmrw!! my flight is delayed so arriving at 11:40", nor after a bare day "the
    boiler is busted so the plumber's coming at 8": the moment's state, that tells of today."""
    clause = _WANTED.sub(r"\1", _PARTICIPLE.sub("", _own_clause(text, start, floor)))
    clause = _STATE.sub("", _PLANNED_FOR.sub("", clause))
    return _STATE_IS.sub(lambda m: m[0] if m[1] or not timed else "", clause)


def _told_past(clause: str) -> bool:
    """Whether a clause tells what happened ("rang the surgery at 8", "it was due oct 15")."""
    return any(past_form(w) or w in _PAST_BE for w in re.findall(r"[a-z'’]+", clause.lower()))


_PAST_BE = frozenset({"was", "were", "did", "had", "wasnt", "werent", "didnt"})


def _event_day(text: str, day: Mention, wall: datetime) -> bool:
    """Whether the day is an event's day ahead: a single day with no clock time of its own,
    not a stretch's end or a deadline, not told as past."""
    grains = ("day", "interval", "hour", "minute")
    if not _is_day(day) or day.chosen.start <= wall or day.chosen.grain not in grains:
        return False
    if _END_OWN.match(day.text) or _END_BEFORE.search(text, max(0, day.start - 16), day.start):
        return False
    if _FOR_DAY.search(text, max(0, day.start - 8), day.start):
        return True  # "ordered dry ice for monday's shipment": what was done is for the day
    clause = _clause(text, day.start, 0)  # "booked the kayak tour for fri night": a plan
    clause = _NOUN_PAST.sub(" ", _SIGNED_UP.sub(" ", _STATE.sub(" ", clause)))
    return not _told_past(" ".join(w for w in clause.split() if w.lower() not in _PLANNING))


#: Signing up for the day's event ("signed up to marshal tmrw", "registered for the 10k on
#: sunday"): a plan, no telling of the past.
_SIGNED_UP = re.compile(r"\b(signed\s+up|registered|enrolled)\b", re.I)
#: A word right after "a" or "the" ("doing a bit of parkrun tourism on sat"): a noun, though
#: it may look like a past ("bit").
_NOUN_PAST = re.compile(r"\b(a|an|the)\s+[a-z]+\b", re.I)


def _timed_by(text: str, day: Mention, clock: Mention) -> bool:
    """Whether the clock time is a deadline ("by 5:45") and the day has a clock time of its
    own ("mon at 6am ... he wants them penned by 5:45"): a step of that day's schedule; a
    deadline after a bare day ("crosses for sunday. can someone ring them by 4?") is
    the nearest one."""
    before = text[max(0, clock.start - 4) : clock.start]
    deadline = _BY.match(clock.text) or _BY_BEFORE.search(before)
    return bool(deadline) and _timed(day)


#: A figure in the day's words: hours of its own ("wed between 2 and 4"), no part of the day.
_FIGURE = re.compile(r"\d").search


def _timed(day: Mention) -> bool:
    """Whether the day has a clock time of its own ("sat 2pm", "mon at 6am"), or hours of its
    own ("wed between 2 and 4": a deadline after it, "... by 1:45", is 13:45)."""
    o = day.chosen
    hours = o.grain == "interval" and o.end - o.start <= timedelta(hours=12)
    return o.grain in ("hour", "minute") or (hours and bool(_FIGURE(day.text)))


def on_event_day(text: str, found: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions with each bare clock time with no day, further on in a message whose one
    date is a single day ahead, placed on that day."""
    days = [m for m in found if not _is_clock(m) and not is_range(m)]
    out = list(found)
    for i, day in enumerate(days):  # "due nov 30, party's on dec 14. ... around 10pm": the 14th
        if (i and _same_date(days[i - 1], day)) or not _event_day(text, day, wall):
            continue
        others = [
            m.start
            for m in days[i + 1 :]
            if not (_its_clock(m, day) or _holds(text, m, day) or _gone_by(text, m, wall))
        ]
        out = _on_day(text, out, day, others[0] if others else len(text), wall)
    return out


#: Grains too coarse to hold a bare clock time of their own.
_COARSE = ("month", "quarter", "year", "season")
_FINE_AFTER = re.compile(r"\d").search
#: A month a thing is booked or moved to ("for august", "to june", "till may", "moved june"):
#: ahead.
_AHEAD = rf"(for|to|till?|til|until|{'|'.join(sorted(_PLANNING))}|pushed|postponed|rescheduled)"
_AHEAD_TO = re.compile(rf"{_AHEAD}\b", re.I)
_AHEAD_BEFORE = re.compile(rf"\b{_AHEAD}\s+(the\s+)?$", re.I)


def _whole_years(other: Mention) -> bool:
    """Whether the mention spans whole years: a year's grain, or an interval from a 1 January
    to a 1 January ("between 1918 and 1939")."""
    start, end = other.chosen.start, other.chosen.end
    if other.chosen.grain == "year":
        return True
    new_year = (start.month, start.day, start.hour, start.minute) == (1, 1, 0, 0)
    return new_year and (end.month, end.day, end.hour, end.minute) == (1, 1, 0, 0) and end > start


def _gone_by(text: str, other: Mention, wall: datetime) -> bool:
    """Whether a later mention is a month or longer gone by ("for sat?? the pack i ordered in
    sept never came. ring of fire starts 10:34"), or told in a clause of the past, and its
    sentence ends with no clock time, or is a whole year or whole years gone by ("he enlisted
    1940, came home 1945 weighing like 50 kg", "europe between 1918 and 1939. starts at 2"): an
    aside, with no clock time of its own. Not a month a thing is booked or moved to ("booked
    our honeymoon for august", "we pushed the wedding to june"): ahead, its own."""
    if _whole_years(other) and other.chosen.end <= wall:
        return True  # "came home 1945 weighing like 50 kg": years gone by hold no clock time
    ends = _SENTENCE_END.search(text, other.end)
    if other.chosen.grain not in _COARSE or not ends or _FINE_AFTER(text, other.end, ends.start()):
        return False  # "saw them in september, doors at 7": that night's
    if _AHEAD_TO.match(other.text) or _AHEAD_BEFORE.search(
        text, max(0, other.start - 24), other.start
    ):
        return False
    return other.chosen.end <= wall or _told_past(_clause(text, other.start, 0))


def _on_it(clock: Mention, day: Mention) -> bool:
    """Whether the clock time is on the day already, at its daytime reading or marked."""
    start = clock.chosen.start
    daytime = DAY_HOURS[0] <= start.hour < DAY_HOURS[1] + 4 or bool(_HALF.search(clock.text))
    return start.date() == day.chosen.start.date() and daytime


def _holds(text: str, other: Mention, day: Mention) -> bool:
    """Whether a later mention is a month, season or year that holds the day, in the day's own
    clause ("valentines is a fri this year ... 2 sittings 6pm and 8:30pm"): the day's own
    frame, no other date. Not one that is the subject of a clause of its own ("the wedding is
    on the 21st and this month is mad so i'm at the gym at 6"): another thing's time."""
    inside = other.chosen.start <= day.chosen.start and day.chosen.end <= other.chosen.end
    framed = not (_BREAK.search(text, day.end, other.start) or _SUBJECT.match(text, other.end))
    return other.chosen.grain in _COARSE and inside and framed


#: A verb right after a mention: the subject of its own clause ("this month is mad").
_SUBJECT = re.compile(r"\s*(['’]s\b|(is|has|was|been|will|gonna)\b)", re.I)


def _its_clock(other: Mention, day: Mention) -> bool:
    """Whether a later mention is a clock time of the day's own ("show's feb 24, they'd be on
    8pm-8:30 so load in by 6"), not another date nor another name of it ("tomorrow is tet
    ... at 10pm": the eve's)."""
    return _same_date(other, day) and other.chosen.unit in FINE


def _ends_on(gap: str) -> bool:
    """Whether the day's sentence ends on it ("clam digging sat!! ..."): the plan's headline."""
    return bool(re.match(r"\s*[.!?]+(\s|$)", gap))


def _same_date(one: Mention, other: Mention) -> bool:
    """Whether two mentions are on one date ("christmas day swim at 11 tmrw")."""
    return one.chosen.start.date() == other.chosen.start.date()


def _on_day(
    text: str, out: list[Mention], day: Mention, later: int, wall: datetime
) -> list[Mention]:
    """The mentions with each bare clock time after the event's day and before `later`, the
    next other date ("... heat at 10:20. wifi fri"), placed on that day."""
    out = list(out)
    for k, clock in enumerate(out):
        if (
            clock.start < day.end
            or clock.anchor is not None
            or not (_is_clock(clock) or is_range(clock))
        ):
            continue
        if clock.start > later:
            break  # past another date: the clock times after it are its own
        if any(_is_clock(m) and m.anchor is None for m in out[:k] if m.start > day.end):
            break  # over another clock time with no day
        gap = text[day.end : clock.start]
        if (
            len(gap) > _GAP_MAX
            or _STOP.search(_FIGURE_NOW.sub(" ", gap))
            or _told_past(_now_clause(text, clock.start, day.end, _timed(day)))
        ):
            break
        if day.named and _ATTRIBUTE.match(gap):
            break  # "the christmas party at 8": a holiday as a noun's attribute
        if _PURPOSE.match(text, clock.end) and not departure_step(text, clock.start):
            continue  # "meeting jake at 3 to go shopping": a step before the event
        ends = list(_SENTENCE_END.finditer(gap))
        if (
            ends
            and not _EVENT_STEP.search(gap, ends[-1].end())
            and not _timed_by(text, day, clock)
            and not plan_step(text, day.end + ends[-1].end(), clock.start, clock.end, _ends_on(gap))
        ):
            continue  # "... fri night!! check in at the dock 7:45": a step of the plan
        if is_range(clock):  # "fri 23 aug, ... PLD runs from 9 till 3": its hours on the day
            out[k] = range_on(clock, day)
            continue
        step = gap[ends[-1].end() :] if ends else ""
        own_hours = bool(_OPENS.search(step)) and not _DOORS.search(step)
        if own_hours and day.chosen.grain == "interval" and day.chosen.start.hour >= 12:
            continue  # "sunday night, ... the butcher opens at 8": not in the night
        hours = hours_for(text, clock.start, clock.end)
        if hours == DAY_HOURS and not own_hours:  # the event's half ("quiz night on the 14th")
            hours = hours_for(text, day.start, day.end)
        if hours == DAY_HOURS and day.chosen.grain == "interval" and day.chosen.start.hour >= 12:
            hours = _LATER_HALF  # "fri night, ... start at 8": the part's own half
        if hours == DAY_HOURS and _timed(day):
            hours = near_hours(day, clock)  # "mon at 6am, ... penned by 5:45": 05:45
        if _on_it(clock, day) and hours == DAY_HOURS:
            continue  # not "tmrw, ... back by 2" said at 22:38: 02:00, the day's small hours
        if hours != DAY_HOURS:  # "fri night, ... start at 8": its told half, 20:00
            base, _ = told_half(text, clock, True, True, hours)
            clock = replace(clock, chosen=base, occurrences=(base,))
        out[k] = _placed(clock, day, wall.date(), hours)
        _follow_on(text, out, k, day, wall)
    return out


#: A meeting or a deadline before a clock time read against the one before it ("it starts at
#: 9, meet at the cafe 8:45", "ceremony starts 10:30, be gowned by 9"): the way to the first,
#: which may come before it. Not a pick-up, more often the day's end ("tour on sat, bus leaves
#: at 8, picks us up again at 5": 17:00), but one asked before a start (`pick_up_read`).
_MEET_BY = re.compile(r"(\bmeet(ing)?\b[^.,!?;]*|\bby\s+)$", re.I)


def _near_or_after(o: Occurrence, hour: int, minute: int, clock: Occurrence) -> Occurrence:
    """The reading of hour:minute nearest `o`, the one after it where both are as near
    ("starting 2pm, gotta be done by 8": 20:00; "starts 10:30, be gowned by 9": 09:00)."""
    near, after = _nearest(o, hour, minute, clock), _next_after(o, hour, minute, clock)
    return after if after.start - o.start <= abs(o.start - near.start) else near


def _follow_on(text: str, out: list[Mention], k: int, day: Mention, wall: datetime) -> None:
    """The clock times read against the one just placed (`Mention.anchor`: "sat!! ...
    arrive 6:15pm for a 7:30 start"), placed with it, in `out`: the next such hour after it
    ("meet by the fountain 11:40, we start singing at 12"), the nearest one for a meeting or
    a deadline ("starts at 9, meet at the cafe 8:45": 08:45)."""
    placed: dict[int | None, Mention] = {out[k].start: out[k]}
    for j in range(k + 1, len(out)):
        first = placed.get(out[j].anchor)
        if first is None:
            continue
        kept = out[j]
        if _MEET_BY.search(text, first.end, kept.start) or _BY.match(kept.text):
            out[j] = follow(first, kept, read=_near_or_after)  # "meet at the cafe 8:45"
        else:
            read = pick_up_read(text, first, kept) or nearest_between(text, first.end, kept.start)
            out[j] = follow(first, kept, read=read)
        if out[j] is kept and _is_clock(kept):  # its own reading, on the day
            out[j] = _placed(kept, day, wall.date())
        placed[out[j].start] = out[j]
