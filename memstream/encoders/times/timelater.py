"""What the resolver reads against a day named earlier in the sentence, beyond the clock
time right after it (`timeclockonday.on_named_day`): a clock time in a part of its own after a
comma, a noun and no verb ("next up the town on sunday, kick off at 2:30";
"postponed to the 19th, same time 4pm"; "shifted to fri this week due to the roof
work, 7:45am start") is on the day named last before it in its sentence, not the
nearest one. A range of weekdays before "next week" is in that week. And a day word
Duckling joins to a "now" across a comma ("was due yesterday, now says next fri"):
the day alone, "now" being the next part's adverb. And "X before/after Y", Y a day, which
Duckling reads as an open span up to (from) a Y that is also X ("sat 9am before christmas":
from year 1 up to a Christmas that is a Saturday): X and Y read apart (`beside_day`), and a
weekday X the last one before (first after) Y (`weekday_beside`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from memstream.encoders.times.timeclockonday import _CLOCK_ONLY, _on
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timemovedto import moved
from memstream.encoders.times.timerules import FINE, HIGH, LOW, Occurrence, Tense, floor
from memstream.encoders.times.timevocab import WEEKDAY, weekday_number

_SENTENCE = re.compile(r"[.!?;\n]")
#: The clock's part: after the last comma, at most three words before it, none a verb, a
#: pronoun or a word of time ("kick off at", "same time", "doors open at" is a verb: kept).
_PART = re.compile(r",\s*(?P<words>([a-z'-]+\s+){0,3}?)$", re.I)
_VERBISH = re.compile(
    r"\b(i|we|you|he|she|they|it|me|us|him|her|them|my|our|is|was|are|were|be|been|am|"
    r"will|would|can|could|should|do|did|does|had|has|have|get|got|go|went|open|opens|"
    r"starts?|ends?|leave|left|call|text|meet|every|each|usually|always|daily|until|till|"
    r"\w+ed|\w+ing|'\w+)\b",
    re.I,
)
_NOW_TAIL = re.compile(r"^(?P<head>.*?\S)\s*,\s*(right\s+|just\s+)?now$", re.I | re.S)


def later_on_day(text: str, found: list[Mention]) -> list[Mention]:
    """A bare clock time in a verbless part after a comma, with no day of its own, on the
    day named last before it in its sentence ("..., first serve at 2:15")."""
    out = list(found)
    for k in range(1, len(out)):
        day, clock = out[k - 1], out[k]
        if clock.anchor is not None or not _CLOCK_ONLY.match(clock.text):
            continue
        if clock.chosen.unit not in FINE or day.chosen.grain != "day" or day.anchor is not None:
            continue
        gap = text[day.end : clock.start]
        part = _PART.search(gap)
        if _SENTENCE.search(gap) or part is None or _VERBISH.search(part.group("words")):
            continue
        if len(gap.split()) > 10:
            continue
        starts = sorted(o.start for o in clock.occurrences)
        ambiguous = any(b - a == timedelta(hours=12) for a, b in itertools.pairwise(starts))
        chosen = _on(day.chosen, clock.chosen, ambiguous)
        options = tuple(_on(o, clock.chosen, ambiguous) for o in day.occurrences)
        out[k] = Mention(
            clock.text, clock.start, clock.end, chosen, options, named=day.named, anchor=day.start
        )
    return out


def now_tail(text: str, start: int, end: int) -> int:
    """Where Duckling's match ends without a ", now" joined to it ("today, now says ..."):
    the end of the day word, or `end` when there is none."""
    m = _NOW_TAIL.match(text[start:end])
    return start + len(m.group("head")) if m else end


_DAY = WEEKDAY
_WEEK_RANGE = re.compile(
    rf"^(from\s+|between\s+)?(?P<a>{_DAY})\s*(to|till|until|thru|through|and|-)\s*"
    rf"(?P<b>{_DAY})\s+(?P<which>next|this|last)\s+week$",
    re.I,
)
_WEEKS = {"last": -1, "this": 0, "next": 1}


def week_ranges(found: list[Mention], wall: datetime) -> list[Mention]:
    """A range of weekdays before "next (this, last) week" ("from monday to wednesday next
    week"): both days in that week, from the first to the end of the second (Duckling
    reads the first in the current week)."""
    out = []
    for m in found:
        r = _WEEK_RANGE.match(m.text)
        a = weekday_number(r.group("a")) if r else 0
        b = weekday_number(r.group("b")) if r else 0
        if r is None or b < a:
            out.append(m)
            continue
        week = floor(wall, "week") + timedelta(weeks=_WEEKS[r.group("which").lower()])
        o = Occurrence(week + timedelta(days=a), week + timedelta(days=b + 1), "interval", "day")
        out.append(replace(m, chosen=o, occurrences=()))
    return out


_BEFORE = re.compile(r"^((right|just|well|long|shortly)\s+)?before\s+(?=\S)", re.I)
_CLOCKISH = re.compile(r"^\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?$|^(noon|midnight)$", re.I)


def before_day(text: str, start: int, end: int) -> int | None:
    """Where X starts in Duckling's "before X" at text[start:end], X a date ("grab the bike
    rack before the 20th", "save for presents before cyber monday"): X itself, as "by X" is X;
    None for no "before" or a clock time ("leave before 5": the span up to it in its day,
    `timebeforeclock`)."""
    m = _BEFORE.match(text[start:end])
    if m is None or _CLOCKISH.match(text[start + m.end() : end].strip()):
        return None
    return start + m.end()


#: "before/after" inside a match, with words of its own before it ("sat 9am | before | xmas").
_INNER = re.compile(r"\s+(?P<word>before|after)\s+(?=\S)", re.I)


def beside_day(text: str, start: int, end: int, value: dict[str, Any]) -> list[tuple[int, int]]:
    """The two parts of Duckling's open interval "X before/after Y" at text[start:end], Y a
    day ("sat 9am before christmas", "4 before easter" in "open 10-4 before easter"), which
    Duckling reads as the span up to (or from) the one Y that is also X: up to the Christmas
    that falls on a Saturday, at 9am, from the beginning of time. A reader reads X alone (its
    day and clock time) and Y as "before Y" alone is; the second span starts at the word
    "before/after" (`before_day` makes "before Y" Y where the message names deadlines). An
    empty list for any other match: no open interval, no words before "before/after", or Y
    a clock time ("sat before 9am": the span up to it)."""
    if value.get("type") != "interval" or (value.get("from") is None) == (value.get("to") is None):
        return []
    m = _INNER.search(text, start, end)
    if m is None or _BEFORE.match(text[start:end]) or _CLOCKISH.match(text[m.end() : end].strip()):
        return []
    return [(start, m.start()), (m.start("word"), end)]


_WEEKDAY_WORD = re.compile(rf"\b{_DAY}\b", re.I)
_WHICH = re.compile(r"\b(this|next|last|coming|past)\b", re.I)
_BESIDE = re.compile(r"\s*(?P<word>before|after)\s+", re.I)


def _day_of(o: Occurrence, after: bool) -> datetime | None:
    """The day `o` names beside a weekday: a day, the end of the span up to one (a
    question's "before october 25", `TimeResolver.mentions`) or the start of the span from
    one ("after christmas"); None for anything else."""
    if o.grain == "day":
        return o.start
    if o.start == LOW and not after and o.end < HIGH:
        return floor(o.end, "day")
    if o.end == HIGH and after and o.start > LOW:
        return floor(o.start, "day")
    return None


def _beside(x: Occurrence, o: Occurrence, after: bool) -> Occurrence:
    """The weekday of `x`, at its clock time, the last before (first after) the day `o`."""
    weekday, day = x.start.weekday(), _day_of(o, after) or o.start
    if after:
        day += timedelta(days=(weekday - day.weekday()) % 7 or 7)
    else:
        day -= timedelta(days=(day.weekday() - weekday) % 7 or 7)
    clock = x.start - floor(x.start, "day")
    return Occurrence(day + clock, day + clock + (x.end - x.start), x.grain, x.unit)


def weekday_beside(text: str, found: list[Mention]) -> list[Mention]:
    """A weekday (with or without a clock time) right before "before/after" a day ("sat
    9am before christmas", "the sunday before easter", "weds 6-8pm before easter") is that
    weekday the last before (first after) the day, at its clock time, read with the day
    (`Mention.anchor`): the day a reader takes, not the next such weekday from now; the day
    itself stays a mention of its own, as "before christmas" alone is."""
    out = list(found)
    for k in range(len(out) - 1):
        x, y = out[k], out[k + 1]
        word = _BESIDE.fullmatch(text, x.end, y.start) or _BESIDE.match(y.text)
        if word is None or x.anchor is not None or not _WEEKDAY_WORD.search(x.text):
            continue
        if _WHICH.search(x.text):  # "next friday before christmas": the one it says
            continue
        after = word.group("word").lower() == "after"
        if x.chosen.unit not in FINE | {"day"} or _day_of(y.chosen, after) is None:
            continue
        if not LOW < x.chosen.start < x.chosen.end <= x.chosen.start + timedelta(days=1):
            continue  # "through sun 2pm" (of "run-through"): no day and its time
        occurrences = tuple(_beside(x.chosen, o, after) for o in y.occurrences)
        chosen = _beside(x.chosen, y.chosen, after)
        out[k] = replace(x, chosen=chosen, occurrences=occurrences, anchor=y.start)
    return out


_MARKED = r"(\d{1,2}(:\d{2})?\s*[ap]\.?m\.?|\d{1,2}:\d{2})"
#: A day, a comma and a clock time marked as one, or a range from one ("6am till 2pm"),
#: maybe "sharp" or "-ish" after it ("7:30 sharp").
_COMMA_CLOCK = re.compile(
    rf"^(?P<day>.*[a-z].*?|\d{{1,2}}[/.]\d{{1,2}})\s*,\s*(?P<clock>{_MARKED}"
    r"(\s*([-\u2013]|to|till|until|til)\s*\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?)?)(\s+sharp|-?ish)?$",
    re.I,
)


def comma_clock(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A day and a clock time (or a range from one: "jan 2, 7am till 3pm"; "sharp" or "-ish"
    after it) starting a part of its own after a comma, which Duckling reads as one ("van
    hire booked for feb 7, 9am collection"): the two, the clock time then on that day
    (`timeclockonday.on_named_day`); none (an empty list) for any other match ("Tue, Oct 6, 2026
    at 9:20 AM", "March 3, 2024")."""
    m = _COMMA_CLOCK.match(text[start:end])
    if m is None:
        return []
    return [(start, start + m.end("day")), (start + m.start("clock"), start + m.end("clock"))]


_FROM_BEFORE = re.compile(r"\bfrom\s+$", re.I)
#: The plans for a day right after it, or after its stretch ("weekend plans", "new year
#: plans", "tet holiday plans", "easter break plans").
_PLANS_AFTER = re.compile(
    r"^(['’]s)?(\s+(holidays?|hols|break|vacation|recess|trip|travel))?\s+plans?\b", re.I
)


def moved_tenses(text: str, found: Sequence[Mention], tenses: Sequence[Tense]) -> list[Tense]:
    """The tenses with the two days of a plan moved "from X to Y" ("appt moved from the 14th
    to nov 3rd", "trial got postponed, from may 5 to june 16") read alike: X is the plan
    as it stood, as much ahead as Y, not past for "moved"; the new date is a plan's, so a
    past read of it (a past verb of moving, another clause's "said") is the future. A day
    right before "plans" or its stretch's plans with no tense of its own ("any weekend
    plans?", "new year plans", "tet holiday plans?") is the one ahead."""
    out = list(tenses)
    for k in range(1, len(found)):
        x, y = found[k - 1], found[k]
        lead = _FROM_BEFORE.search(text[max(0, x.start - 10) : x.start])
        lo = x.start - (len(lead.group(0)) if lead else 0)
        if moved(text, lo, y.end) == [(x.start, x.end), (y.start, y.end)]:
            out[k - 1] = out[k] = Tense.FUTURE if out[k] is Tense.PAST else out[k]
    for k, m in enumerate(found):
        if out[k] is Tense.NEAREST and _PLANS_AFTER.match(text[m.end : m.end + 24]):
            out[k] = Tense.FUTURE  # "any weekend plans?", "nye plans?": the one ahead
    return out
