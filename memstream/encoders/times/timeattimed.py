"""A bare hour after "at" that a verb of a timed event governs ("my shift ends at 8", "ours is
scheduled at 6", "the ferry leaves at 7"), then "still" or thanks ("... scheduled at 6 still",
"... ends at 8 thank god"): the slot's time, a clock time (tests/data/timeexpr.md: "at 5" with
no day is the nearest reading in the sentence's tense), no noun the number counts. "Starts" and
"begins" only after a noun of an event right before them ("my shift starts at 11 thank god",
"the match starts at 2 still"), since a price, a level or an age starts at a number too
("tickets start at 9 still", "the scale starts at 1 still", "kids start at 4 still"). Not after a
verb of a level or a place ("the temperature was at 5 still", "stuck at 5 still": no slot), nor
after a past "ended", "finished", "opened" or "closed", which end a score or a price as well
("i ended at 4 still", "the shares closed at 5 still"). The "still" or the thanks closes the
clause: a clock time in the next one is read alone, not as the next after this one ("the show
starts at 8 still, we eat at 6": 18:00, `timeclocknext.read_after`). `timechat.no_noun` asks it.
"""

from __future__ import annotations

import re

#: A noun of an event that starts at a clock time ("shift", "meeting", "match", "show").
_EVENT = (
    r"shift|meeting|call|flight|show|match|game|gig|party|class|lesson|lecture|talk|ride|race|"
    r"service|film|movie|concert|session|training|practice|rehearsal|ceremony|wedding|parade|"
    r"tour|screening|exam|interview|appointment|appt|surgery|festival|fest|webinar|stream|"
    r"broadcast|premiere|quiz|hike|fixture|seminar|workshop|conference|course|sale"
)
#: A verb of a timed event, "at" and a bare hour or an hour and minutes right before the end;
#: "starts" and "begins" only after a noun of an event.
_TIMED_AT = re.compile(
    r"\b((ends?|finish(es)?|opens?|closes?|scheduled|"
    r"rescheduled|booked|planned|lands?|landed|leaves?|departs?|departed|arrives?|arrived|"
    r"resumes?|resumed|kicks?\s+off|kicked\s+off)"
    rf"|({_EVENT})(e?s)?\s+(starts?|begins?|began))\s+at\s+([1-9]|1[0-2])"
    r"([:.][0-5]\d)?$",
    re.I,
)
#: "still" or thanks that end the clause after the hour ("at 6 still", "at 8 thank god").
_TAIL = re.compile(
    r"^\s+(still|thank\s+(god|goodness|heavens|fuck|u|you)|thankgod|thanks|thx)\b"
    r"(?!\s+[a-z]+ing\b)",
    re.I,
)


def timed_tail(text: str, end: int) -> bool:
    """Whether text[:end] ends with a verb of a timed event, "at" and a clock time, and
    "still" or thanks follow it: the end of the clause, no noun."""
    timed = _TIMED_AT.search(text[max(0, end - 40) : end]) is not None
    return timed and _TAIL.match(text[end : end + 30]) is not None
