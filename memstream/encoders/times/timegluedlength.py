"""A length written with a glued "h" heading one of Duckling's matches, which Duckling reads
as a clock time ("about 5h left": 05:00; "1h10 door to door": 01:10; "ran for 2h
yesterday": 02:00 yesterday). tests/data/timeexpr.md, "not dates": durations without an
anchor ("for three hours", "20 minutes") are no time; the day after the length is read
again alone ("for 2h | yesterday" is yesterday).

The figure (hours and a glued "h", maybe glued minutes: "5h", "1h10", "2h30") is a length

- with no minutes and nothing else in the match ("5h left", "~6h of downtime"; not
  "dinner 14h tomorrow", a clock time on a day);
- after "for" ("ran for 2h", "drove for about 3h today");
- after a word of estimate ("roughly 4h30", "approx 3h", "about 2h left"); "about" or
  "around" an hour from 13 to 23 stays the clock time it names ("lunch around 13h"), unless
  words of a length follow it;
- after a verb of lasting or "=" ("took 2h30", "= 1h10"), or before words that tell what
  is left or how far ("1h10 door to door", "2h30 each way", "1h45 to go");

and a clock time where a word introduces one right before it or before its word of
estimate: "at", "by", "from", "till", "until", "before", "after", "to", a word of coming
("back around 18h30", "see you around 9h") or a day ("thurs 14h", "tomorrow 9h30").
`timefigurehead.figure_head` asks `length`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: A word of estimate before the figure, in the match or right before it ("about ", "~").
_ESTIMATE = (
    r"(?P<est>about|around|roughly|approx\.?|approximately|nearly|almost|over|under|"
    r"just\s+over|just\s+under|~)"
)
#: The figure heading the match: maybe a word of estimate, hours, a glued "h", maybe minutes.
_FIGURE = re.compile(
    rf"^({_ESTIMATE}\s*)?(?P<hours>\d{{1,2}})\s?h(?P<minutes>[0-5]\d)?(?![\w:.])", re.I
)
#: A word of estimate right before the match ("~6h", "roughly 4h30").
_ESTIMATE_BEFORE = re.compile(rf"(?<![\w~]){_ESTIMATE}\s*$", re.I)
#: Words that introduce a clock time right before the figure (or its word of estimate).
_CLOCK_LEAD = re.compile(
    r"(\b(at|by|from|till|until|til|before|after|to|back|home|there|here|arrive|arriving|"
    r"land|landing|leave|leaving|see\s+(you|u|ya)|today|tonight|tomorrow|tmrw|tmr|"
    rf"morning|afternoon|evening|night|{WEEKDAY})|@)\s*$",
    re.I,
)
_FOR = re.compile(r"\bfor\s*$", re.I)
#: A verb of lasting or an equals sign right before the figure ("took 2h30", "= 1h10").
_LASTING = re.compile(r"(\b(took|takes|take|taking|lasted|lasts|spent|spend|slept)|=)\s*$", re.I)
#: Words after the figure that tell a length: what is left, a way, a total.
_LENGTH_AFTER = re.compile(
    r"^\s*(left|to\s+go|remaining|door[\s-]to[\s-]door|each\s+way|one\s+way|round\s+trip|"
    r"there\s+and\s+back|in\s+total|total|of\s+[a-z])\b",
    re.I,
)
#: Words of estimate that may stand before a clock time in the afternoon ("around 14h").
_CLOCK_ESTIMATE = frozenset({"about", "around"})

Span = tuple[int, int]


def length(text: str, start: int, stop: int) -> list[Span] | None:
    """The parts of the match text[start:stop] to read again when a length with a glued "h"
    heads it (none, or the day after it: "2h | yesterday"), None when none does."""
    m = _FIGURE.match(text[start:stop])
    if m is None:
        return None
    before = text[max(0, start - 40) : start]
    estimate = m.group("est")
    if estimate is None and (outside := _ESTIMATE_BEFORE.search(before)) is not None:
        estimate, before = outside.group("est"), before[: outside.start()]
    if _CLOCK_LEAD.search(before):
        return None  # "at 9h30", "back around 18h30", "thurs 14h"
    rest = start + m.end()
    told = bool(
        _FOR.search(before)
        or _LASTING.search(before)
        or _LENGTH_AFTER.match(text[rest : rest + 20])
    )
    if estimate is not None:  # "about 5h", "~6h"; not "lunch around 13h"
        afternoon = estimate.lower() in _CLOCK_ESTIMATE and 13 <= int(m.group("hours")) <= 23
        told = told or not afternoon
    whole = not text[rest:stop].strip()
    if not told and not (whole and m.group("minutes") is None):  # "dinner 14h tomorrow"
        return None
    while rest < stop and text[rest].isspace():
        rest += 1
    return [(rest, stop)] if rest < stop else []
