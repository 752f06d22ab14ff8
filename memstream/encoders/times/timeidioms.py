"""Idioms that hold a time word but name no time (tests/data/timeexpr.md, "not dates"):
"Sunday best" (clothes), "march in place" (the verb), and "last night" after a possessive or
a determiner, the final night of a run or a stay ("the panto's last night falls on the 14th", "our
last night in Lisbon"), not the night before the day it is said ("I slept badly last night";
not after "he's", "it's": "he's last night's hero" keeps it, nor a place: "at Sam's last
night"); "Christmas in July" (also "xmas in july"), a celebration held in the southern
winter or a summer's sale, whatever noun follows it ("xmas in july lunch at the pub"): an
event's name, neither Christmas nor July (as "Black Friday deals" name no day).
`timefilter.check` asks `idiom` (by way of timephrases).
"""

from __future__ import annotations

import re

#: Idioms a time word starts: "Sunday best" (clothes), "march in place" (the verb), and
#: creatures named by a month ("the March Hare", "june bugs").
_IDIOMS = re.compile(
    r"^(sunday\s+best|march\s+(in\s+place|up|down|along|off|past|around|forward|together)"
    r"|march\s+hares?|june\s+bugs?)\b",
    re.I,
)
#: "Christmas in July": an event's name; a match inside it ("xmas", "in july lunch") is none.
_IN_JULY = re.compile(r"\b(christmas|xmas)\s+in\s+july\b", re.I)
_LAST_NIGHT = re.compile(r"^(the\s+)?last\s+(night|nite)$", re.I)
#: A possessive or a determiner right before "last night": its final night.
_OWNER = re.compile(
    r"(\b(my|our|your|his|her|their|its|the|that)|(?<!\bhe)(?<!\bshe)(?<!\bit)"
    r"(?<!\bthat)(?<!\bwhat)(?<!\bwho)(?<!\bthere)(?<!\bhere)(?<!\bwhere)(?<!\bhow)"
    r"(?<=\w)['’]s)\s+$",
    re.I,
)

#: A place named by its owner before "last night" ("we were at Sam's last night"): the time.
_PLACE = re.compile(r"\b(at|to|from|round|over|by|in)\s+(the\s+)?[\w-]+['’]s\s+$", re.I)


def idiom(text: str, start: int, end: int) -> bool:
    """Whether the match at text[start:end] starts an idiom ("in your sunday best", "coach
    said to march in place") or is a run's or a stay's final night ("Hamlet's last night
    is the 26th") or lies inside "Christmas in July": no time."""
    if any(m.start() <= start < m.end() for m in _IN_JULY.finditer(text)):
        return True  # "xmas in july lunch": the event's name
    head = text[max(0, start - 30) : start]
    if _LAST_NIGHT.match(text[start:end]) and _OWNER.search(head) and not _PLACE.search(head):
        return True
    return bool(_IDIOMS.match(text[start : end + 20]))
