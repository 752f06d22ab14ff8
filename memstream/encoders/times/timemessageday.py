"""A bare clock time with no day of its own in a message that names the day it is about,
a few words before it ("gig friday 🎸 doors at 7pm, on stage at 9", "the 21st, sorry!! 3pm
at the hall", "sunday's two sessions 10am and 2pm", "easter sunday they're at nan's from 12",
"dentist weds at 2? can we make it 2:30") or right after it and a noun ("9:15 mass
sunday", "the 10:30 client for tmrw"): on that day, as the clock times of a schedule after
it are (timeclockonday.py), not the nearest; and so is a clock time read as the next after it
("meet is saturday 😬 heats at 9:40, final at 3:15": Saturday's 15:15, timeclocknext.py),
and one read after that one
("first match at 9, semis at 1, final at 4"; the nearest after a contrast, "thurs, doors at 8
but staff in from 6.30": 06:30). Not one told as past right before it on a day
still ahead ("milking this morning and tmrw, ... started at 4:15"), nor across a message to
someone ("on friday, call me at 5"), nor over words of the moment ("now", "rn"), nor over
another clock time with no day, nor one before a clause of its own that names the day
("the shop closed at 9 so tmrw it is": "so", "because"; not "so" before a day told as past,
"the bus came at 8:15 so monday went fine", nor "if", "when", "while": "meet at noon when
friday comes around"). A bare clock time after the day's own clock time in one sentence, with
no word of its half, is the next such hour after it where it tells an end ("back", "gone",
"closes"), as after a clock time with no day (timeclocknext.py): "left at 8 this morning and
back by 5" is 17:00, not 05:00; not the way to it ("opens tomorrow at 10, lets go at 8",
"dad's up at 5": the nearest), nor "done", "out", "finished" or an end one needs ("shop closes
sat at 5, need to be done by 4", "... need to be home by 4": a deadline, maybe before).
"""

from __future__ import annotations

import itertools
import re
from datetime import date, datetime, timedelta

from memstream.encoders.times.tenseplan import past_form
from memstream.encoders.times.timeclock import DAY_HOURS, hours_for, padded
from memstream.encoders.times.timeclocknext import follow, nearest_between, read_after
from memstream.encoders.times.timeclockonday import _on
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timerules import FINE, Occurrence
from memstream.encoders.times.timevocab import BECAUSE_WORDS

#: A clock time alone ("4:30pm", "at 6", "from 11", "midnight", "9:00 sharp", "about 4:30",
#: "noon sharp").
_CLOCK = re.compile(
    r"^((at|by|around|about|from|(any\s?time\s+)?after)\s+)?(\d{1,2}(:\d{2})?\s*([ap]\.?m\.?|o['’]?\s?clock|ish)?"
    r"|midnight|noon|midday)(\s+sharp)?$",
    re.I,
)
#: What `_CLOCK` takes that still bears a day of its own for a clock time after it, as it did
#: before "about" and "noon sharp" were clock times here: "we're leaving about 5:30 and back
#: by 9", said at 19:40, is back at Thursday's 9, the morning of the leaving; not for another
#: such, which was no clock time here then ("on stage about 9:45pm, home about 1am").
_OWN_DAY = re.compile(r"^about\s|\b(midnight|noon|midday)\s+sharp$", re.I)
#: The gap between the day and the clock time: one line, no message to someone (chat's "u",
#: "ur": "party sat, ur lift is at 4"), no word of the moment, no "every" of a rule.
_GAP_STOP = re.compile(
    r"\n|\b(me|you|u|ur|ya|us|him|them|now|rn|today|tonight|currently|every|usually|last|"
    r"ago)\b",
    re.I,
)
_GAP_MAX = 48
#: A noun or two between a clock time and the day after it ("10:15 mass sunday").
_UNTIL = re.compile(r"\b(till?|until|til|to)\s*$", re.I)
#: A holiday as a noun's attribute, then the clock time ("the xmas party at 8"): seldom
#: on the day.
_ATTRIBUTE = re.compile(r"^\s+[a-z]+\s+((at|from|around)\s+)?$", re.I)
_CORRECTION = re.compile(r"\s*(actually|make\s+it|no|nah|wait|sorry|oops|i\s+mean)\b", re.I)
#: A sentence that opens on a step of the plan with no subject of its own ("camping fri!!
#: leaving at 3", "bbq on the 14th? starts at 4", "... back by 9"): the named day's plan;
#: the step may have its vehicle before it ("this sat!! coach leaves the union at 7am");
#: "back" or "home" only right before the clock time ("back at 4", "home by 11", "back
#: home by 6": the clock mention holds its "at"/"by") or a word of where or when; not "home
#: alone at 8pm", "back is killing me at 3am".
_STEP = re.compile(
    r"\s*((the|our|a)\s+)?((coach|bus|ferry|train|boat|shuttle|flight|plane|minibus)\s+)?"
    r"(leav(e|es|ing)|head(s|ing)?\s+(off|out)|set(ting)?\s+off|depart(s|ing)?|"
    r"start(s|ing)?|begin(s|ning)?|kick(s|ing)?\s+off|doors|return(s|ing)?)\b"
    r"|\s*(back|home)\s+(at|by|for|around|about|before|after|in|to|from|on)\b"
    r"|\s*(back|home)(\s+home)?\s*$",
    re.I,
)
#: A day's own name in a part of it ("sat nite", "tuesday morning", "the 9th at night").
_NAMED = re.compile(r"\d(st|nd|rd|th)\b|\b(mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|tmr)", re.I)
_HALF = re.compile(r"[ap]\.?m|midnight|noon|midday", re.I)
_NOUN_GAP = re.compile(r"^\s+([a-z]+\s+){1,2}$", re.I)
#: "for" right before the day, after the noun ("the 10:30 client for tmrw"): the noun's day;
#: only for a clock time that names its noun ("the 10:30 client"), not one told with "at"
#: ("left at 9 with snacks for tmrw": when one left, not the day the snacks are for).
_FOR_DAY = re.compile(r"(?<=[a-z])\s+for\s+$", re.I)
_AT = r"(at|by|from|around|about|till|until|@)"
_TOLD_AT = re.compile(rf"(^{_AT}(?=[\s\d]))|(\b{_AT}\s*$)", re.I)
#: Words no noun of the clock time is: those of a day's own phrase.
_NOT_NOUNS = words(
    "and or but then till til until before after on at by from to for in this next the "
    "is are was were be"
)
#: The conjunctions of a consequence or a reason, which open a clause of its own ("the shop
#: closed at 9 so tmrw it is": not "10:15 mass sunday", the day what comes of it); not those
#: of a condition or a time, which tell the clock time's day ("at noon when friday comes",
#: "3:30 if thursday suits", "left at 3 while sunday traffic was light").
_CLAUSE = words("so") | set(BECAUSE_WORDS)
#: The word right after a day, a verb's past form if the day is told as past.
_TOLD_PAST = re.compile(r"\s+([a-z]+)\b", re.I)
#: A past verb right before the clock time ("..., started at 4:15"): what happened, never
#: on a day still ahead; not a verb of planning ("tmrw, booked the court at 4").
_VERB_BEFORE = re.compile(r"(\b[a-z'’]+\s+)?([a-z]+)\s+((at|by|around|till|until)\s*)?$", re.I)
#: A break between the day and the verb (a comma, a stop, an emoji): the verb's part is a
#: clause of its own; with none the day is the verb's own ("friday we agreed at 6").
_BREAK = re.compile(r"[^\w\s'’]")
#: Words before a participle that make it a state or a plan ("need to be seated at 7").
_PASSIVE = words("be is are am been being get gets getting will to")
#: Contractions of "be" before a participle: a state ("tmrw, we're expected at 3").
_BE_SHORT = ("'m", "'re", "'s", "’m", "’re", "’s")
_PLANNING = words("booked reserved scheduled planned arranged organised organized confirmed moved")
#: Days before which a clock time goes on no other day ("yesterday", "last friday").
_BACK = re.compile(r"\b(yesterday|last|ago)\b", re.I)


def _is_clock(m: Mention) -> bool:
    o = m.chosen
    return bool(_CLOCK.match(m.text)) and o.unit in FINE and o.end - o.start <= timedelta(hours=1)


def _is_day(m: Mention) -> bool:
    """A single day, or a clock time on one ("fri at 4", "sat at 10", "about 5:30")."""
    o = m.chosen
    if _BACK.search(m.text):
        return False
    if o.grain == "day":
        return o.single_day
    if o.grain == "interval":  # "sat nite", "friday morning": a part of a named day
        short = o.unit in FINE and o.end - o.start <= timedelta(hours=12)
        return short and bool(_NAMED.search(m.text))
    own = not _CLOCK.match(m.text) or bool(_OWN_DAY.search(m.text))
    return o.unit in FINE and o.end - o.start <= timedelta(hours=1) and own


#: An end right before the clock time ("back by 5", "gone by 6", "closes at 5"): what comes
#: after the day's clock time, not the way to it ("lets go at 8", "up at 5", "call time is
#: 6:15", "at 1 not 12:30": the nearest reading); not "done", "out" or "finished", as often a
#: deadline before it ("match sun at 3pm, we need to be out by 1": 13:00).
_END_CUE = re.compile(
    r"\b(back|home|gone|over|closes|closing|shuts|shutting|ends|ending|finishes|finishing)"
    r"\s+((at|by|around|about)\s+)?$",
    re.I,
)
#: A need or a duty right before the end ("need to be home by 1", "should be back at 4",
#: "have to get home by 6"): a deadline, which may come before the day's clock time.
_DUTY = re.compile(
    r"\b(need|needs|have|has|must|should|got|gotta)\s+(to\s+)?((be|get)\s+)?[a-z]+\s+"
    r"((at|by|around|about)\s+)?$",
    re.I,
)


def _after_clock(text: str, day: Mention, clock: Mention, hours: tuple[int, int]) -> Mention | None:
    """The clock time read as the next after the day's own clock time where it tells an end, in
    one sentence with no word of its half ("left at 8 this morning and back by 5", "leaving fri
    at 8am and back by 5": 17:00), as after a clock time with no day
    (`timeclocknext.read_after`); None where the day has none or it tells no end, or a need
    ("shop closes sat at 5, need to be home by 4": a deadline, 16:00)."""
    if day.chosen.grain not in ("hour", "minute") or _is_clock(day) or hours != DAY_HOURS:
        return None
    gap = text[day.end : clock.start]
    if re.search(r"[.!?\n]", gap) or not _END_CUE.search(gap) or _DUTY.search(gap):
        return None
    return read_after(text, day, clock)


def _day_for(clock: Mention, day: Mention) -> bool:
    """Whether the clock time may go on the day: not one that `_OWN_DAY` marks (a hedged
    one, "noon sharp") on the day of another clock time ("on stage about 9:45pm, home about
    1am")."""
    return _is_day(day) and not (_OWN_DAY.search(clock.text) and _is_clock(day))


def _placed(
    clock: Mention, day: Mention, today: date, hours: tuple[int, int] = DAY_HOURS
) -> Mention:
    """The clock time on the day (each of its readings): its own reading on that day where
    it has one ("christmas eve, dinner at 7": its evening reading), else the one in `hours`,
    the window its sentence tells ("dinner on the 13th, table for 6 at 7:30": 19:30), else
    its daytime one; said on that day, as it was: the sentence's tense picks its reading."""
    day_of = day.chosen.start.date()
    readings = {o.start: o for o in (clock.chosen, *clock.occurrences)}
    own = [o for t, o in readings.items() if t.date() == day_of]
    if padded(clock.text):  # "the 06:15 flight tmrw", "a 0615 report tmrw": the morning's
        own = [o for o in own if o.start.hour < 12]
    elif day_of != today and not _HALF.search(clock.text):  # "wed! leaving at 2": not 02:00
        own = [o for o in own if DAY_HOURS[0] <= o.start.hour < DAY_HOURS[1] + 4]
    if own and day_of == today and day.chosen.grain == "day":
        return clock
    own = own if len(own) == 1 else []
    starts = sorted(o.start for o in clock.occurrences)
    ambiguous = any(b - a == timedelta(hours=12) for a, b in itertools.pairwise(starts))
    ambiguous = ambiguous or not _HALF.search(clock.text)
    base = own[0] if own else clock.chosen
    ambiguous = ambiguous and not own
    if ambiguous and hours != DAY_HOURS and not _HALF.search(clock.text):
        told = [
            h for h in (base.start.hour % 12, base.start.hour % 12 + 12) if hours[0] <= h < hours[1]
        ]
        if len(told) == 1:  # "dinner ... at 7:30": the evening's
            span = base.end - base.start
            start = base.start.replace(hour=told[0])
            base, ambiguous = Occurrence(start, start + span, base.grain, base.unit), False
    chosen: Occurrence = _on(day.chosen, base, ambiguous)
    options = tuple(_on(o, base, ambiguous) for o in day.occurrences)
    return Mention(
        clock.text, clock.start, clock.end, chosen, options, named=day.named, anchor=day.start
    )


def _happened(gap: str, day: Mention, wall: datetime) -> bool:
    """Whether a past verb right before the clock time tells it as what happened while the
    day is still ahead ("this morning and tmrw, ... started at 4:15": not tomorrow's)."""
    m = _VERB_BEFORE.search(gap)
    if m is None or not _BREAK.search(gap[: m.start(2)]):
        return False  # "tomorrow I'm rostered at 6", "friday we agreed at 6": the day's own
    before = (m.group(1) or "").strip().lower()
    if before in _PASSIVE or before.endswith(_BE_SHORT):
        return False  # "tmrw, we need to be seated at 7", "tmrw, we're expected at 3": ahead
    verb = m.group(2).lower()
    return day.chosen.start > wall and past_form(verb) and verb not in _PLANNING


def _stops(gap: str) -> bool:
    """Whether the gap ends the day's say: too long, a word of the moment, ..., or a new
    sentence that is no correction after "!" or "?" ("on sunday! training at 6:30"; not
    "the 9th, sorry!! 4pm", "at 2? can we do 2:30") and no step of the plan ("camping
    fri!! leaving at 3", "... each. back by 7")."""
    if len(gap) > _GAP_MAX or _GAP_STOP.search(gap):
        return True
    parts = re.split(r"[!?]+|\.\s", gap)
    if len(parts) == 1 or _STEP.match(parts[-1]):
        return False
    if re.search(r"\.\s", gap):
        return True
    return bool(parts[-1].strip()) and not _CORRECTION.match(parts[-1])


def _own_clause(text: str, gap: set[str], day: Mention) -> bool:
    """Whether a consequence or a reason opens a clause of its own between the clock time and
    the day: not "so" before a day told as past right after it, what came of that day's clock
    time ("the bus came at 8:15 so monday went fine")."""
    told = _TOLD_PAST.match(text, day.end)
    past = told is not None and (told.group(1).lower() in ("was", "were") or past_form(told[1]))
    return bool(gap & (_CLAUSE - {"so"} if past else _CLAUSE))


def on_message_day(text: str, found: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions with each bare clock time with no day placed on the message's day."""
    out = list(found)
    by_start = {m.start: m for m in out}
    for k, clock in enumerate(out):
        if clock.anchor is not None or not _is_clock(clock):
            continue
        nxt = out[k + 1] if k + 1 < len(out) else None
        between = text[clock.end : nxt.start] if nxt is not None else ""
        gap_words = between
        if not (
            _TOLD_AT.match(clock.text)
            or _TOLD_AT.search(text[max(0, clock.start - 12) : clock.start])
        ):
            gap_words = _FOR_DAY.sub(" ", between)  # "the 10:30 client for tmrw"
        gap_set = set(gap_words.lower().split())
        nouns = _NOUN_GAP.match(gap_words) and not _NOT_NOUNS & gap_set
        if (
            nxt is not None
            and _day_for(clock, nxt)
            and nouns
            and not _own_clause(text, gap_set, nxt)
        ):
            out[k] = _placed(clock, nxt, wall.date())  # "10:15 mass sunday"
            continue
        if k == 0:
            continue
        day = out[k - 1]
        gap = text[day.end : clock.start]
        if _UNTIL.search(gap) or (day.named and _ATTRIBUTE.match(gap)) or _happened(gap, day, wall):
            continue  # "the gig ran till 2" (maybe past midnight); "the xmas party at 8"
        if day.anchor is not None and _is_clock(day):  # "doors at 7pm, on stage at 9"
            day = by_start.get(day.anchor, day)
        if _day_for(clock, day) and day.start < clock.start and not _stops(gap):
            hours = hours_for(text, clock.start, clock.end)
            out[k] = _after_clock(text, day, clock, hours) or _placed(
                clock, day, wall.date(), hours
            )
            placed: dict[int | None, Mention] = {clock.start: out[k]}  # and those read after
            for j in range(k + 1, len(out)):  # them ("semis at 1, final at 4")
                first = placed.get(out[j].anchor)
                if first is not None:
                    kept = out[j]
                    near = nearest_between(text, first.end, kept.start)
                    out[j] = follow(first, kept, read=near)  # "at 8 but in from 6.30": 06:30
                    if out[j] is kept and _is_clock(kept):  # "..., first dance 8:15pm": its own
                        out[j] = _placed(kept, day, wall.date())  # reading, on the day
                    placed[out[j].start] = out[j]
    return out
