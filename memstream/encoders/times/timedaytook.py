"""A day or a part of one, then "in" a duration told as how long something took
(tests/data/timeexpr.md, not dates: "in" a duration told as how long something took is no
time): "rowed the 2k this afternoon in 7:41", "did the parkrun yesterday morning in 24
mins". Duckling reads the two as one moment ("this afternoon in 7" as seven seconds from
now) or drops it; the day alone is the time, and the length is none. The finishing verb
comes before, in the same clause ("finished ...", "did ...", "swam ..."); without one
("leaving this afternoon in 20 mins") the match is left as it is. The reverse order, the
length then the day ("finished in 1:38 this morning"), is `timeelapsed.length_head`'s.
"""

from __future__ import annotations

import re

#: The match: the day's words, then "in" and a number (what follows the number, in the
#: text, says whether it is a length).
_DAY_IN = re.compile(r"^(?P<day>[a-z][\w\s'’]*?[a-z])\s+in\s+\d", re.I)
#: A part of the day or a day named in the day's words.
_DAY_WORD = re.compile(
    r"\b(morning|afternoon|evening|night|tonight|today|yesterday|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday|weekend)\b",
    re.I,
)
#: A length after "in": a stopwatch reading ("1:12:40", "7:41") or a count of a unit ("52
#: min", "2 hrs", "45 seconds").
_LENGTH = re.compile(
    r"in\s+(\d{1,2}:\d{2}(:\d{2})?(\.\d+)?(?![\d:])(?!\s*(am|pm|a\.m|p\.m)\b)"
    r"|\d+(\.\d+)?\s*(mins?|minutes?|hrs?|hours?|h|secs?|seconds?|s)\b)",
    re.I,
)
#: A verb of finishing or doing, told as past, in the clause before the match.
_TOOK = re.compile(
    r"\b(finished|completed|did|done|ran|swam|rode|cycled|rowed|walked|hiked|climbed|"
    r"solved|clocked|sold\s+out|got\s+through|knocked\s+out|smashed)\b",
    re.I,
)


def day_then_length(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The day alone when the match text[start:stop] is a day or a part of one, then "in" a
    length of time told as how long something took ("swam it this morning in 52 min");
    None otherwise."""
    m = _DAY_IN.match(text[start:stop])
    if m is None or not _DAY_WORD.search(m.group("day")):
        return None
    at = start + m.end("day")
    if not _LENGTH.match(text, at + len(text[at:]) - len(text[at:].lstrip())):
        return None
    clause = re.split(r"[,;!?\n]|\.(?!\d)", text[:start])[-1]  # "the 3.8k swim": one clause
    if not _TOOK.search(clause):
        return None
    return [(start, at)]
