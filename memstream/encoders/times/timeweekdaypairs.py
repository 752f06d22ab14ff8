"""Two weekdays in a row joined by "and" ("off wed and thurs", "interviews next thursday and
friday", "we're away sat & sun", "fitters in mon + tues"): one span from the first day to the
end of the second, as two days of the month in a row are ("closed the 25th and 26th",
tests/data/timeexpr.md: ranges); "next", "this" or "last" before the first is the pair's. So is
"tomorrow" (or "tmrw", "tmr") and the weekday after it ("practice tmrw and fri", said on a
Wednesday), unless a clock time follows the weekday ("tmrw and fri 6pm"). Days apart ("mon and
wed") and days joined by "or" are left as Duckling reads them, and so are habits ("every sat and
sun", "mondays and tuesdays"), days before a noun ("sat and sun mornings", "the thursday and
friday shifts") and days in a week named after them ("mon and tue next week", `timedaylist`),
and days joined by "+" right before digits or a colon and a clock time ("thurs + fri 6pm",
"mon + tues 9-5", "thurs + fri: 6pm start"): the time is the second day's. A "+" pair never
holds the day it is said on ("tues + weds", said on a Wednesday, is the coming Tuesday and
Wednesday, or last week's told as past), as a weekday never names it ("and" pairs keep
Duckling's week: "2000-0800 on mon and tue", said on a Tuesday, is this Monday and Tuesday).
Found here, the first day read by Duckling through the resolver (`timereader.Reader`); the
pair replaces Duckling's matches that overlap it.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timechat import verb_after
from memstream.encoders.times.timejoins import DAYS_INTRODUCED
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeneighbours import day_off, noun_follows
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timerules import Occurrence, floor
from memstream.encoders.times.timevocab import WEEKDAY, weekday_number

_PAIR = re.compile(
    rf"\b(?P<first>((next|this|last)\s+)?(?P<a>{WEEKDAY}))\b\.?\s*(\s(and|&|\+)\s)\s*"
    rf"(?P<b>{WEEKDAY})\b\.?",
    re.I,
)
#: "tomorrow" and a weekday ("tmrw and fri"), the weekday's the day after tomorrow.
_TOMORROW_PAIR = re.compile(
    rf"\b(?P<first>tomorrow|tmrw|tmr)\s+(and|&)\s+(?P<b>{WEEKDAY})\b\.?", re.I
)
#: A clock time after the weekday ("tmrw and fri 6pm", "tomorrow and friday after 5"): its own.
_CLOCK_AFTER = re.compile(r"^\s*((at|@|from|after|before|by|around)\s*)?\d", re.I)
#: Digits right after a "+" pair, or a clock time after its colon ("thurs + fri 6pm", "mon +
#: tues 9-5", "thurs + fri: 6pm start"): the second day's time; not "sat + sun: 2 nights".
_PLUS_CLOCK_AFTER = re.compile(
    r"^(\s*\d|\s*:\s*(\d{1,2}(:\d\d)?\s*(am|pm)\b|\d{1,2}[:.]\d\d|\d{1,2}\s*[-\u2013]\s*\d))", re.I
)
#: What makes the pair a habit or days of a week named after it.
_EVERY = re.compile(r"\b(every|each|most|on\s+alternate)\s+$", re.I)
_WEEK_AFTER = re.compile(r"^\s*,?\s*(next|this|last)\s+(week|wk)\b", re.I)
#: A part of the day after the pair: its mornings ("sat and sun mornings"), a habit or a kind.
_PART_AFTER = re.compile(r"^\s+(morning|afternoon|evening|night|arvo|lunch)s?\b", re.I)


def _noun_after(text: str, start: int, end: int, led: bool) -> bool:
    """Whether the pair at text[start:end] is a noun's attribute ("the thursday and friday
    shifts", "sat and sun mornings"); not after a word that introduces days or says where
    one is on them ("off wed and thurs thank god"), nor before a verb."""
    if _PART_AFTER.match(text[end:]):
        return True
    led = led or DAYS_INTRODUCED.search(text[max(0, start - 20) : start]) is not None
    return noun_follows(text, end) and not (led or verb_after(text, end) or day_off(text, end))


def _both(o: Occurrence) -> Occurrence:
    return Occurrence(o.start, o.start + timedelta(days=2), "interval", "day")


def weekday_pairs(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Two weekdays in a row joined by "and" ("wed and thurs", "next thursday and friday"):
    one span of the two days, read from the first."""
    out = []
    for m in _PAIR.finditer(text):
        a, b = weekday_number(m.group("a")), weekday_number(m.group("b"))
        if b != (a + 1) % 7 or _EVERY.search(text[max(0, m.start() - 16) : m.start()]):
            continue
        end = m.end("b")
        led = m.group("first") != m.group("a")  # "next thursday and friday"
        if _noun_after(text, m.start(), end, led) or _WEEK_AFTER.match(text[end:]):
            continue
        plus = "+" in m.group(0)
        if plus and _PLUS_CLOCK_AFTER.match(text[end:]):
            continue  # "thurs + fri 6pm", "mon + tues 9-5", "thurs + fri: 6pm start"
        out += _pair(reader, text, m.group("first"), m.start(), end, wall, plus)
    for m in _TOMORROW_PAIR.finditer(text):
        b, end = weekday_number(m.group("b")), m.end("b")
        if b != (wall.weekday() + 2) % 7 or _noun_after(text, m.start(), end, False):
            continue  # "tmrw and sat", "tmrw and fri nights"
        if _CLOCK_AFTER.match(text[end:]):
            continue  # "tmrw and fri 6pm": the weekday has its own hour
        out += _pair(reader, text, "tomorrow", m.start(), end, wall)
    return out


def _pair(
    reader: Reader, text: str, first: str, start: int, end: int, wall: datetime, plus: bool = False
) -> list[Mention]:
    """The span of two days from the one `first` names (as Duckling reads it alone) to the end
    of the next, at text[start:end]; joined by "+" (`plus`), never one that holds today."""
    items = [it for it in reader.parse(first, wall) if it["end"] - it["start"] == len(first)]
    found = reader.mention(first, start, end, items[0]["value"], wall) if items else []
    if len(found) != 1 or found[0].chosen.grain != "day":
        return []
    today = floor(wall.replace(tzinfo=None), "day") if plus else None
    options = tuple(x for x in map(_both, found[0].occurrences) if not _holds(x, today))
    chosen = _both(found[0].chosen)
    if today is not None and _holds(chosen, today):  # "tues + weds", said on a Wednesday
        chosen = next((x for x in options if x.start > today), chosen)
    return [Mention(text[start:end], start, end, chosen, options)]


def _holds(o: Occurrence, today: datetime | None) -> bool:
    """Whether the pair's span `o` holds the day it is said on (`today`, None: not asked),
    which a weekday never names (tests/data/timeexpr.md: one says "today")."""
    return today is not None and o.start <= today < o.end
