"""A clock time after "at" that ends its clause's subject, an event's slot, and a verb right
after it that tells the slot's state ("the tour at 4 is fully booked", "the bus at 7:10 was
late", "the class at 6 has no spaces left"): the verb starts the predicate, no noun the
number would count ("at 5 people" is a count), so it stays a clock time
(tests/data/timeexpr.md: "at 5" with no day is the nearest reading in the sentence's tense).
Only a state of a booking or a timetable tells it: "the sun at 6 is lovely" tells none of
a slot and is left as the filter has it; so does a future that follows ("the shift at 6 is
gonna be long", "class at 8 will be rough": what the slot will be). `timechat.no_noun` asks
it.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words

#: "at" and a bare hour or an hour and minutes right before the end.
_AT_CLOCK = re.compile(r"\bat\s+([1-9]|1[0-2])([:.][0-5]\d)?$", re.I)
#: Verbs of being or having, and their negations, that start a predicate.
_VERBS = words(
    "is was are were has had isn't wasn't aren't weren't hasn't hadn't got gets "
    "looks looked seems seemed"
)
#: What a slot's state is: booked up, free, moved or called off.
_STATE = re.compile(
    r"^(\s+(now|already|all|still|totally|fully|completely|just|no|not|n't|so|too|a|bit|"
    r"been|being|getting))*\s+(sold|full|booked|cancell?ed|canceled|late|delayed|on|off|"
    r"free|open|closed|moved|postponed|rescheduled|packed|empty|spaces|spots|seats|places|"
    r"tickets|tix)\b",
    re.I,
)

#: A future right after the slot ("is gonna", "is going to", "will"): what the slot will be.
_FUTURE = re.compile(r"\s+((is|['’]s)\s+(gonna|going\s+to)|will|won['’]?t)\s", re.I)


def clock_subject(text: str, end: int) -> bool:
    """Whether text[:end] ends with "at" and a clock time and a verb of being or having
    follows it, then a slot's state: the end of the subject, no count."""
    if _AT_CLOCK.search(text[max(0, end - 12) : end]) is None:
        return False
    if _FUTURE.match(text, end, end + 30):
        return True  # "the shift at 6 is gonna be long"
    m = re.match(r"\s+([A-Za-z'’]+)\b", text[end : end + 20])
    if m is None or m.group(1).lower().replace("’", "'") not in _VERBS:
        return False
    return bool(_STATE.match(text[end + m.end() : end + m.end() + 60]))
