"""What Duckling glues onto the edge of a time that is no part of it (tests/data/timeexpr.md,
ranges: "since X" is from X to the moment it was said; not dates: counts and measures):

- a number with a clock's "p"/"pm" right before "since X" ("up 6p since november": pence,
  a count of the change): Duckling joins them into an interval open from that hour of X's
  first day; the time is "since X" alone;
- "in" and a number of at most three digits ending the match, with a reading's sign or a
  noun right after it ("no power since saturday in 104° heat", "the pond froze on monday in
  5 places"): a measure or a count, no year; the time is what comes before "in";
- "to the day" (or "night") ending the match with a noun right after it ("handover at 6 to
  the day team"): the team's, no end of a range; the time is what comes before "to"; not
  after "from" ("moved from 6 to the day room": a bed's number, left whole);
- "in" right before "at" ("popping in at lunch today", "I'm in at 9 tomorrow"): the particle
  of the verb before it, no "in" a time; the time is "at" and what follows;
- "sun" heading the match after "the" or a word of how much ("no sun till mid october",
  "more sun from friday", "the sun till 5"): the sun, the weather, no Sunday (timeexpr.md:
  "the sun" is a word); the time is what comes after it; not "sun" right before a clock
  time ("the sun 10am service", "no sun 10am? ok then sat"): Sunday;
- how often after "every" ("12 mins", "friday", "night 9pm"), then "until" a time ("buses
  every 12 mins till 9pm", "prayers every night 9pm till sunday"): that time alone, where the
  stretch of the habit ends (`timefilter` cuts the head off); but after a part of the day,
  "till" a clock time is the habit's own hour ("every evening till half 9"), no time.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timehabitbounds import own_hour
from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timevocab import WEEKDAY

#: How often after "every", then "until": a number of minutes or hours, a weekday, a day or
#: a week, or a part of the day with its clock time ("night 9pm", "morning at 7").
_FREQUENCY_UNTIL = re.compile(
    rf"^((\d{{1,3}}|few|couple of)\s*(min(ute)?|h(ou)?r)s?|{WEEKDAY}|day|week"
    r"|(night|morning|evening|afternoon)(\s+(at\s+)?\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?)?)"
    r"\s+(?=(un)?till?\s)",
    re.I,
)
_PART_OF_DAY = frozenset({"night", "morning", "evening", "afternoon"})
#: A clock-like number glued before "since" ("6p since ", "10pm since ").
_HEAD_BEFORE_SINCE = re.compile(r"\d{1,2}(:\d{2})?\s*[ap]\.?m?\.?\s+(?=since\s+\S)", re.I)
#: A verb's particle "in" heading the match before "at" ("popping in | at lunch today").
_PARTICLE_HEAD = re.compile(r"in\s+(?=at\s+\S)", re.I)
#: "sun" heading the match, and "the" or a word of how much right before it ("no | sun till");
#: not before a clock time, which makes it the day ("the sun 10am service", "no sun 10am?").
_SUN_HEAD = re.compile(r"sun\s+(?=[^\s\d])", re.I)
_AMOUNT_BEFORE = re.compile(
    r"\b(the|no|any|some|more|less|much|little|enough|full|direct|strong|bright|plenty\s+of)\s+$",
    re.I,
)
#: "to the day" (or night) ending the match after a time of its own ("handover at 6 to the day
#: team"): Duckling's range to a day that is a noun's modifier, the team's.
_TO_DAY_TAIL = re.compile(r"(?<=\S)\s+to\s+the\s+(day|night)$", re.I)
#: What makes "the day" a day after all ("to the day of the race", "to the day after").
_DAY_NAMED = re.compile(r"\s+(of|after|before|when|we|i|you|they|he|she)\b", re.I)
#: "from" opening the match: a range told whole ("moved from 6 to the day room": a bed's
#: number and a room, no time to cut out).
_FROM_HEAD = re.compile(r"from\b", re.I)
#: "in" and a small number ending the match.
_IN_NUMBER_TAIL = re.compile(r"\s+in\s+\d{1,3}$", re.I)
#: A reading's sign right after the number ("104°", "40%", "30 degrees").
_READING_AFTER = re.compile(r"\s?(°|º|%|degrees?\b|percent\b)", re.I)


def until_bound(body: str) -> int | None:
    """Where the time after how often and "until" starts in the match `body` after "every"
    ("12 mins till | 9pm", "night 9pm till | sunday"), None where there is none or it is the
    habit's own hour ("evening till half 9")."""
    freq = _FREQUENCY_UNTIL.match(body)
    if freq is None:
        return None
    if freq.group(1).split()[0].lower() in _PART_OF_DAY and own_hour(body[freq.end() :]):
        return None
    return freq.end()


def cut(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The time inside the match text[start:end] with a glued number or word cut off its edge, or
    None where nothing is cut."""
    sun = _SUN_HEAD.match(text, start, end)
    if sun is not None and _AMOUNT_BEFORE.search(text, max(0, start - 20), start):
        return (sun.end(), end)  # "no sun | till mid october": the weather
    particle = _PARTICLE_HEAD.match(text, start, end)
    if particle is not None:
        return (particle.end(), end)  # "popping in | at lunch today"
    head = _HEAD_BEFORE_SINCE.match(text, start, end)
    if head is not None:
        return (head.end(), end)  # "6p | since november"
    to_day = _TO_DAY_TAIL.search(text, start, end)
    if to_day is not None and _team_day(text, start, end):
        return (start, to_day.start())  # "at 6 | to the day team": the clock time alone
    tail = _IN_NUMBER_TAIL.search(text, start, end)
    if tail is None or tail.start() == start:
        return None
    if _READING_AFTER.match(text, end) or noun_follows(text, end):
        return (start, tail.start())  # "since saturday | in 104° heat"
    return None


def _team_day(text: str, start: int, end: int) -> bool:
    """Whether "to the day" ending the match at [start, end) is a noun's modifier ("handover
    at 6 to the day team"), not a day ("to the day of the race") nor the end of a range opened
    by "from" ("moved from 6 to the day room": no clock time)."""
    return (
        noun_follows(text, end)
        and not _DAY_NAMED.match(text, end)
        and not _FROM_HEAD.match(text, start, end)
    )
