"""A month or a date that a thing now due is for: the period a filing, a payment or a report
covers, named after a noun and "for" (or as the month's own, "july's") right before what
says it is due ("the closing for jan has to be locked tmrw", "VAT for march is due friday",
"the statement for sept 30 is due oct 30", "october's due next week"). Such a period lies
beside its deadline, most often just ended or under way, and sometimes just ahead (an order
for next month): the occurrence nearest the moment it is said, whatever the tense, one begun
by then when the thing is "overdue" (a
recurring mention names the occurrence the sentence talks about, tests/data/timeexpr.md),
and a month people are named after is a month here too ("the review for june is due mon").
Not a thing for a person ("a card for june is due"; "the report for april, she's off sick"),
nor a month with no thing before "for" ("ready for june", "waiting for march").

`timemonthnoun.month_of_thing` asks `due_for` for a month alone, and
`timemonthnoun.just_ended` asks `nearest` for every mention.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timephrases import words

#: A noun (or a number of a form, "PND 53") right before "for", not after "a"/"an".
_THING_FOR = re.compile(r"(?:^|[^\w'’])(?:(\w+)\s+)?([\w-]+)\s+for\s+$", re.I)
#: Words before "for" that are no thing: being ready, waiting or asking, and pronouns.
_NO_THING = words(
    "ready wait waiting waited wait asked ask asking hoping hope looking aiming planned "
    "planning booked set due it this that them him her me us you all everything anything "
    "something nothing is are was were be been 's"
)
#: The month's own right before it is due ("july's is due aug 5").
_OWN = re.compile(r"['’]s(?=\s)", re.I)
#: What says the thing is due, right after the period: "due", "overdue", "has to", "needs
#: to", "must", "is to be", with a form of being and an adverb maybe between.
_DUE = re.compile(
    r"\s*(?:(?:is|are|['’]s)\s+)?(?:(?:still|now|also|only|all|already)\s+)?"
    r"(?:due|overdue|has\s+to|have\s+to|needs?\s+to|must|got\s+to|has\s+got\s+to|"
    r"is\s+to\s+be|are\s+to\s+be)\b",
    re.I,
)
#: "overdue" right after the period: one begun by the time it is said.
_OVERDUE = re.compile(r"\s*(?:(?:is|are|['’]s)\s+)?(?:(?:still|now|already)\s+)?overdue\b", re.I)
#: "she" or "her" later in the message: the month is a person ("the report for april, ...").
_PERSON_AFTER = re.compile(r".*\b(?:she|she's|shes|her)\b", re.I | re.S)


def due_for(text: str, start: int, end: int) -> bool:
    """Whether the time text[start:end] is the period of a thing named before it that is due
    ("PAYE for july has to be remitted", "july's is due aug 5")."""
    if _PERSON_AFTER.match(text, end):
        return False
    own = _OWN.match(text, end)
    if own:  # "july's is due": the month's own return
        return bool(_DUE.match(text, own.end()))
    if not _DUE.match(text, end):
        return False
    m = _THING_FOR.search(text[max(0, start - 40) : start])
    if m is None or m.group(2).lower() in _NO_THING:
        return False
    return (m.group(1) or "").lower() not in ("a", "an")


def _distance(o_start: datetime, o_end: datetime, wall: datetime) -> float:
    """How far the occurrence [o_start, o_end) lies from `wall`, 0 when it holds it."""
    if o_start <= wall < o_end:
        return 0.0
    return abs(((o_end if o_end <= wall else o_start) - wall).total_seconds())


def nearest(text: str, m: Mention, wall: datetime) -> Mention | None:
    """`m` on its occurrence nearest `wall` when it is the period of a thing due (`due_for`),
    one begun by then when the thing is overdue; None when it is not one."""
    if not m.recurring or not due_for(text, m.start, m.end):
        return None
    late = _OVERDUE.match(text, m.end)
    begun = [o for o in m.occurrences if o.start <= wall] if late else []
    best = min(begun or m.occurrences, key=lambda o: _distance(o.start, o.end, wall))
    return replace(m, chosen=best, occurrences=())
