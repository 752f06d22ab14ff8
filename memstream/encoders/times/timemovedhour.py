"""A bare hour a plan is moved to ("unit call pushed to 9", "can we push dinner to 8?", "the
meeting got bumped back to 3"): where it goes, a clock time, the nearest one ahead or on the
day after it (tests/data/timeexpr.md: so is the date something was moved to, even told in the
past; a clock time without am/pm is its nearest reading), in the evening where the sentence
tells it ("push dinner to 8": 20:00). Only a thing that has a time is so moved: a plan's
noun in the clause ("the call", "dinner", "my shift", "kickoff"), "it" where the message names
one or a day follows, or a bare participle opening the message ("moved to 3 bc of traffic");
not a level, a count or an amount ("the thermostat got bumped to 7", "the odds moved to 5",
"my dose was moved to 3", "shift to 4 when you hit 30"). Duckling reads no bare number after
"to". Not a count or a measure ("moved to 3 bedrooms", "pushed it to 5 stars": a noun after
the number), nor a clock time with its minutes (Duckling's: "moved to 10:40"), nor a place
in a list ("bumped to 3rd"), nor the end of a range ("moved from 7 to
9", timemovedto.py's; no number between the verb and "to"), nor a change of an amount ("moved
the price to 9": a word of an amount in the clause).

`timeexpr.TimeResolver.mentions` asks `moved_hours`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timeclock import hours_for
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import BECAUSE, WEEKDAY

#: A verb of moving a plan, then at most four words of what is moved, no number or stop ("push
#: the call", "pushed back", "got moved"), then "to" and a bare hour, maybe its minutes and a
#: day after it.
_MOVED_TO = re.compile(
    r"\b(push|pushed|pushing|move|moved|moving|bump|bumped|bumping|shift|shifted|shifting|"
    r"postpone|postponed|postponing|delay|delayed|delaying|reschedul(e|ed|ing))"
    r"(\s+(?!(to|from|up)\b)[a-z'’]+){0,4}?\s+(?P<to>to)\s+"
    r"(?P<hour>1[0-2]|[1-9])"
    rf"(?P<day>\s+(tonight|today|tomorrow|tmrw|tmr|(on\s+)?{WEEKDAY}\b))?"
    r"(?![.:/-]\d|\s*(?!(and|but|or|if|so|as|at|then|instead|pls|please|tho|though|"
    rf"{BECAUSE}|unless|when|lol|now|ok|okay)\b)[\w%$£€])",
    re.I,
)
_HALF = timedelta(hours=12)
#: A word of an amount in the clause: the number is how much, not when.
_AMOUNT = re.compile(
    r"[$£€%]|\b(price|prices|rate|rates|fee|fees|cost|costs|score|rank|ranking|level|limit|"
    r"tier|grade|number|total|dial|volume|setting|gear|page|slide|row|seat|lane|platform|"
    r"gate|room|floor|step|stage|round|place|position|spot)\b",
    re.I,
)


#: A thing that has a time, as what is moved or its subject ("the call", "dinner", "my
#: shift", "the site visit", "kickoff"): not a level, a count or an amount ("the thermostat",
#: "the odds", "my dose", "the squad").
_TIMED_THING = re.compile(
    r"\b(meeting|call|flight|show|match|game|gig|party|class|lesson|lecture|talk|ride|race|"
    r"service|film|movie|concert|session|training|practice|rehearsal|ceremony|wedding|tour|"
    r"screening|exam|interview|appointment|appt|surgery|webinar|stream|premiere|quiz|hike|"
    r"fixture|seminar|workshop|conference|shift|lunch|dinner|breakfast|brunch|drinks|coffee|"
    r"tea|bbq|bedtime|kick-?off|start|deadline|stand-?up|sync|1:1|launch|release|visit|"
    r"fitting|viewing|dentist|doctor|vet|booking|reservation|date|pick-?up|drop-?off|delivery|"
    r"check-?in|alarm|meet-?up|catch-?up|huddle|review|demo|presentation|briefing|debrief|"
    r"slot|sitting|tee\s+time|time)s?\b",
    re.I,
)
#: "It" or "that" as what is moved: a plan where the message names one or a day follows.
_PRONOUN = re.compile(r"\b(it|that|this)\b", re.I)
#: The verb opening the message with no subject ("moved to 3 bc of traffic"): a plan told.
_OPENING = re.compile(
    r"^\s*(moved|pushed|postponed|delayed|rescheduled|bumped)(\s+back)?\s+to\b", re.I
)


def _timed(text: str, m: re.Match[str]) -> bool:
    """Whether what `m` moves has a time: a thing with one in the clause ("the call got
    pushed", "push dinner"), "it" where the message names one or a day follows, or a bare
    participle opening the message ("moved to 3 bc of traffic")."""
    what = text[: m.start("to")]
    if not text[m.end(1) : m.start("to")].strip():
        what = text[: m.start(1)]  # not the verb right before "to": "shift to 4 when you hit 30"
    clause = re.split(r"[,;.!?\n]", what)[-1]
    if _TIMED_THING.search(clause):
        return True
    if not text[: m.start()].strip() and _OPENING.match(text):
        return True  # "moved to 3 bc of traffic"
    return bool(_PRONOUN.search(clause) and (m.group("day") or _TIMED_THING.search(text)))


def _hours(text: str) -> list[re.Match[str]]:
    """The bare hours a thing with a time is moved to, no amount in their clause."""
    found = []
    for m in _MOVED_TO.finditer(text):
        clause = re.split(r"[,;.!?\n]", text[: m.start("to")])[-1]
        if not _AMOUNT.search(clause) and _timed(text, m):
            found.append(m)
    return found


def moved_hours(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each bare hour a plan is moved to in `text` ("unit call pushed to 9"), read as "at 9"
    is, the text from "to"."""
    out = []
    for m in _hours(text):
        lo, start = m.start("to"), m.start("hour")
        end = m.end("day") if m.group("day") else m.end("hour")
        body = f"at {text[start:end]}"
        for it in reader.parse(body, wall)[:1]:
            found = reader.mention(body, lo, end, it["value"], wall)
            out += [_evening(replace(f, text=text[lo:end]), text) for f in found]
    return out


def _evening(mention: Mention, text: str) -> Mention:
    """`mention` on its evening readings where its sentence tells the evening ("can we push
    dinner to 8?": 20:00, `timeclock.hours_for`)."""
    if hours_for(text, mention.start, mention.end)[0] < 12 or mention.chosen.start.hour >= 12:
        return mention
    late = tuple(o for o in mention.occurrences if o.start.hour >= 12)
    if not late:  # on its day ("drinks moved to 7 on friday"): 19:00 that day
        occurrences = tuple(_later(o) for o in mention.occurrences)
        return replace(mention, chosen=_later(mention.chosen), occurrences=occurrences)
    chosen = next((o for o in late if o.start >= mention.chosen.start), late[-1])
    return replace(mention, chosen=chosen, occurrences=late)


def _later(o: Occurrence) -> Occurrence:
    """`o` twelve hours on: its evening reading."""
    return replace(o, start=o.start + _HALF, end=o.end + _HALF)
