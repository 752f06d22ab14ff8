"""A length written with a glued "h" heading one of Duckling's matches, which Duckling reads
as a clock time ("about 5h left": 05:00; "1h10 door to door": 01:10; "ran for 2h
yesterday": 02:00 yesterday). tests/data/timeexpr.md, "not dates": durations without an
anchor ("for three hours", "20 minutes") are no time; the day after the length is read
again alone ("for 2h | yesterday" is yesterday).

The figure (maybe a word of estimate, hours and a glued "h", maybe glued minutes: "5h",
"about 1h10", "2h30") is a length only where it is told as one:

- after a verb of lasting, or "for" right after a verb of doing, maybe with a word of
  estimate between ("took 2h30", "slept 5h30 last night", "ran for 2h", "drove for about
  3h today", "we talked for 3h30"); not "for" after a noun or a verb of booking, what
  something is set for ("a table for 19h30", "taxi booked for 5h30 tomorrow", "alarm set
  for 6h15", "be there for 9h30 tomorrow");
- before words of a length: what is left, a way, a total ("about 5h left", "1h10 door to
  door", "2h30 each way", "1h45 to go", "~2h30 long.", "20h of flying"; not "of course", nor
  "long" or "straight" that go on: "19h30 straight after work");
- a bare "5h", the whole match, as before ("got there 2h early": no clock time).

A word of estimate alone tells nothing: "around 10h tomorrow", "call you around 11h?",
"about 9h30 I'll head out" keep their clock time. A word that introduces a clock time
right before the figure or its word of estimate ("at", "by", "from", "till", "until",
"before", "after") keeps the clock reading. `timefigurehead.figure_head` asks `length`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words as _words

#: A word of estimate before the figure, in the match or right before it ("about ", "~").
_ESTIMATE = (
    r"(?P<est>about|around|roughly|approx\.?|approximately|nearly|almost|over|under|"
    r"just\s+over|just\s+under|~)"
)
#: The figure heading the match: maybe a word of estimate, hours, a glued "h", maybe minutes.
_FIGURE = re.compile(
    rf"^({_ESTIMATE}\s*)?(?P<hours>\d{{1,2}})\s?h(?P<minutes>[0-5]\d)?(?![\w:.])", re.I
)
#: A bare "5h", the whole match.
_BARE = re.compile(r"^\d{1,2}h$", re.I)
#: A word of estimate right before the match ("~6h", "roughly 4h30").
_ESTIMATE_BEFORE = re.compile(rf"(?<![\w~]){_ESTIMATE}\s*$", re.I)
#: Words that introduce a clock time right before the figure (or its word of estimate).
_CLOCK_LEAD = re.compile(r"\b(at|by|from|till|until|til|before|after)\s+$", re.I)
#: A verb of lasting right before the figure ("took 2h30", "slept 5h30").
_LASTING = re.compile(
    r"\b(took|takes|take|taking|lasted|lasts|last|lasting|spent|spend|spending|slept)\s*$",
    re.I,
)
#: "for" right after a verb of doing, in the past or going on ("ran for 2h", "talked for",
#: "driving for"), before the figure; not after a verb of booking ("booked for 5h30").
_FOR = re.compile(
    r"\b(?P<verb>[a-z]+(ed|ing)|ran|run|drove|drive|swam|swim|slept|sleep|sat|stood|went|rode|"
    r"flew|spoke|fought|kept|held|stayed|waited|worked|played|talked|walked)\s+for\s*$",
    re.I,
)
#: Verbs of booking or setting a time: "for" after them is what it is set for.
_BOOKING = _words(
    "booked booking scheduled scheduling rescheduled planned planning ordered ordering "
    "reserved reserving arranged arranging timed slated pencilled penciled confirmed "
    "confirming moved pushed"
)
#: Words after the figure that tell a length: what is left, a way, a total.
_LENGTH_AFTER = re.compile(
    r"^\s*(left|to\s+go|remaining|door[\s-]to[\s-]door|each\s+way|one\s+way|round\s+trip|"
    r"there\s+and\s+back|in\s+total|total|(long|straight)(?=\s*($|[^\w\s]))|"
    r"of\s+(?!course\b)[a-z]+)\b",
    re.I,
)

Span = tuple[int, int]


def length(text: str, start: int, stop: int) -> list[Span] | None:
    """The parts of the match text[start:stop] to read again when a length with a glued "h"
    heads it (none, or the day after it: "2h | yesterday"), None when none does."""
    m = _FIGURE.match(text[start:stop])
    if m is None:
        return None
    before = text[max(0, start - 40) : start]
    if _BARE.match(text[start:stop]):  # "got there 2h early"; not "at 9h"
        return None if _CLOCK_LEAD.search(before) else []
    if m.group("est") is None and (outside := _ESTIMATE_BEFORE.search(before)) is not None:
        before = before[: outside.start()]  # "for | about 3h"
    if _CLOCK_LEAD.search(before):
        return None  # "at 9h30", "by about 18h"
    rest = start + m.end()
    after = text[rest : rest + 20]
    done = _FOR.search(before)  # "ran for 2h"; not "a table for 19h30", "booked for 5h30"
    lasting = _LASTING.search(before) or (done and done.group("verb").lower() not in _BOOKING)
    if not (lasting or _LENGTH_AFTER.match(after)):
        return None  # "around 10h tomorrow", "dinner 14h tomorrow"
    while rest < stop and text[rest].isspace():
        rest += 1
    return [(rest, stop)] if rest < stop else []
