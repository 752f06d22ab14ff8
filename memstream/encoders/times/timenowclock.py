"""A clock time that tells the moment a message is said ("it's 3am", "4:12am and the dog
is barking", "why am i still up at half 1", "season 3 done and it's 2am", "the neighbours
are still partying at 2am", "im already here at 5:45" said at 05:48): the hour or minute
that holds that moment, not the next one. Only when the reading holds the moment: "it's
2am" said at 23:50 is no such statement (a plan, a countdown), and stays as it was read.
An hour with no such cue, said within it ("home from the wedding, 1am and my feet are dead"),
is `tensethishour`'s: only its sentence's tags tell it from "remind me at 1am".
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, floor

#: "it's", "its", "it is", "now", or being up or awake, or still at it ("still partying
#: at", "still drilling at"), or already somewhere ("im already here at", "already at the
#: gym at"), right before the clock time.
_ALREADY = r"\balready\s+(here|there|home|in|out|at(\s+[a-z'’]+){1,2})\s+(at\s+)?"
_CUE = re.compile(
    r"(\b(it'?s|it[’]s|it\s+is|now\s+(it'?s\s+)?)\s*|\b(up|awake|wide\s+awake)\s+(at\s+)?"
    rf"|\bstill\s+[a-z]+ing\s+(at\s+)?|{_ALREADY})$",
    re.I,
)
#: What follows a clock time heading a message that tells the moment ("4:12am and ...",
#: "3am, ...", "2am 😩").
_AFTER_HEAD = re.compile(r"^\s*(and\b|&|,|\.\.\.|[^\w\s])", re.I)
#: A clock time alone, with no day ("2am", "at half 1", "3:47").
_CLOCK = re.compile(
    r"^(at\s+)?((half|quarter)\s+(past\s+|to\s+)?)?\d{1,2}([:.]\d{2}){0,2}\s*([ap]\.?m\.?)?$", re.I
)


#: How long a minute's reading still tells the moment ("at half 3" said at 03:34).
_SLACK = timedelta(minutes=10)


def _holding(o: Occurrence, wall: datetime, meridiem: bool = False) -> Occurrence | None:
    """The reading of the clock time `o` on the day of `wall` (or the day before, or its
    other half of the day where no am/pm is said, `meridiem`) that holds `wall` (a minute's,
    up to `_SLACK` after it), if any."""
    span = o.end - o.start
    day = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    shifts = (0,) if meridiem else (0, 12, -12)  # "3am" is never 15:00
    for back in (0, 1):
        for shift in shifts:
            hour = o.start.hour + shift
            if not 0 <= hour < 24:
                continue
            try:
                start = day - timedelta(days=back) + timedelta(hours=hour, minutes=o.start.minute)
                start = start.replace(second=o.start.second)
                held = start <= wall < start + max(span, _SLACK)
            except OverflowError:  # the edges of Python's datetimes
                continue
            if held:
                return Occurrence(start, start + span, o.grain, o.unit)
    return None


#: "It's" or "now" right before the clock time ("it's 5am"): the moment, even after a day
#: named earlier in the message ("opening night is sept 24 and i can't sleep, it's 5am").
_IT_IS = re.compile(r"\b(it'?s|it[’]s|it\s+is|now\s+(it'?s\s+)?)\s*$", re.I)
#: A sentence's end before a clock time that heads the next ("car won't start. 4am and ...").
_STOP = re.compile(r"[.!?\n]\s*$")
#: A verb in "-ing" in the clock time's part, told in the present ("sketching the view at
#: 2:30am"): what one is doing at the moment; not a word of the future ("will", "gonna"),
#: nor an "-ing" word that is no verb ("morning", "nothing").
_DOING = re.compile(
    r"\b(?!(morning|evening|nothing|something|anything|everything|thing|"
    r"during|spring|string|king|ring|ceiling|wedding|building)\b)[a-z]{2,}ing\b",
    re.I,
)
_MERIDIEM = re.compile(r"\d\s*[ap]\.?m\b", re.I)
#: Words of what is still to come, "tomorrow" as chat spells it too ("dinner at 8pm tmw").
_AHEAD = re.compile(
    r"\b(will|['’]ll|gonna|going\s+to|tomorrow|tmrw|tmr|tmw|tmo|2moro|2morrow|tomoz|tonight"
    r"|tonite|later)\b",
    re.I,
)


def _heads(text: str, m: Mention) -> bool:
    """Whether the clock time heads the text or a sentence of it, before "and" or a stop
    ("4:12am and the dog is barking", "won't start. 4am and i'm in the car park")."""
    before = text[: m.start]
    heads = not any(c.isalnum() for c in before) or bool(_STOP.search(before))
    return heads and bool(_AFTER_HEAD.match(text[m.end :]))


def _doing(text: str, m: Mention) -> bool:
    """Whether the clock time, with its am/pm, ends a part that tells what one is doing, an
    "-ing" verb in the present (a bare "at 3" said at 03:15 is the afternoon's)."""
    part = re.split(r"[,;.!?\n]|\bthen\b", text[: m.start])[-1]
    if not _MERIDIEM.search(m.text):
        return False
    return bool(_DOING.search(part)) and not _AHEAD.search(part + text[m.end : m.end + 20])


def _already(text: str, m: Mention) -> bool:
    """Whether one is already somewhere at the clock time ("opens at 10, im already here at
    5:45"): the moment, even after another clock time it would be read after."""
    return bool(re.search(_ALREADY + "$", text[max(0, m.start - 40) : m.start], re.I))


def _says_now(text: str, m: Mention) -> bool:
    before = text[max(0, m.start - 24) : m.start]
    return bool(_CUE.search(before)) or _heads(text, m) or _doing(text, m)


#: A part of its own, told by the speaker, between the day named and "it's" ("sept 24 and i
#: can't sleep, it's 5am"); the breaks between parts.
_FIRST_PERSON = re.compile(r"\b(i|i['’]m|im|i['’]ve|me|my|we|we['’]re)\b", re.I)
_BREAK = re.compile(r"[,;.!?\n]|\b(?:and|but|so)\b", re.I)
#: What after the clock time tells the event's time ("it's 8pm till late", "it's 3pm at the
#: church").
_EVENT_AFTER = re.compile(r"^\s*(till|til|until|to|-|–|at|in|on|sharp)\b", re.I)


#: What after the clock time tells the moment: "now", a face of distress or tiredness ("it's
#: 2am 😭"), or a word of lying awake in the rest of the sentence ("it's 2am, why am i awake").
_NOW_AFTER = re.compile(
    r"^[\s,.!]*(now|rn|right\s+now|already)\b"
    r"|^[\s,.!]*[\U0001f61e-\U0001f637\U0001f971\U0001f480\U0001fae0]"
    r"|^[^.!?\n]*\b(awake|asleep|sleep|still\s+up|up\s+still)\b",
    re.I,
)


def _moment_over_day(text: str, found: list[Mention], m: Mention, wall: datetime) -> bool:
    """Whether "it's" a clock time read on a day named earlier tells the moment: a part told
    by the speaker comes between the day and "it's" ("opening night is sept 24 and i can't
    sleep, it's 5am"), or "now", a face of distress or lying awake after it ("interview
    tomorrow, it's 2am, why am i awake"), or the day is one already gone ("we landed on
    boxing day and its 4am here", said on the 28th: "it's" is the present); not the day's
    own part ("party's on saturday, it's 8pm till late", "booked the dentist for the 30th,
    it's 3pm": the event's time)."""
    cue = _IT_IS.search(text[max(0, m.start - 24) : m.start])
    if cue is None or _EVENT_AFTER.match(text[m.end :]):
        return False
    if _NOW_AFTER.match(text[m.end :]) or m.chosen.end <= floor(wall, "day"):
        return True  # "interview tomorrow, it's 2am, why am i awake"
    day = max((f.end for f in found if f.end <= m.start), default=0)
    parts = _BREAK.split(text[day : max(0, m.start - 24) + cue.start()])
    return any(_FIRST_PERSON.search(p) for p in parts[1:-1])  # not "i think it's"


def present_clocks(text: str, found: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions with a clock time that tells the moment said read as that moment; one
    read on a day named earlier too, after "it's" ("sept 24 ..., it's 5am")."""
    out = []
    for m in found:
        o = m.chosen
        now = None
        if o.unit in FINE and _CLOCK.match(m.text):
            half = bool(_MERIDIEM.search(m.text))
            if (m.anchor is None and _says_now(text, m)) or _already(text, m):
                now = _holding(o, wall, half)
            elif m.text[:1].isdigit() and _moment_over_day(text, found, m, wall):
                now = _holding(o, wall, half)  # "it's 5am", not "it's at 5am": the event's
        out.append(replace(m, chosen=now, occurrences=()) if now is not None else m)
    return out
