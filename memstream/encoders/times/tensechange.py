"""A change told in the present or the future before "from" a date ("the 46a is being replaced
by the e2 from the 28th", "the shop switches to card only from monday", "my mobile plan
changes to the new tariff from the 1st"; a plan reworked, "coach is rewriting my plan from
may 1", not from a thing's date, "from monday's session", nor one told as was, "my plan
from march, it was way too ambitious"), or of starting something ("gonna start taking the
bus from mon"): the date is when the change starts, the coming one
(tests/data/timeexpr.md: "from X" with no end is X, the origin of something), not where a
thing named before "from" dates from ("I still have the ticket from feb 8": the past,
`tenseclues.dated_thing`). Told in the past ("the 46a was replaced by the e2 from the 3rd")
the clause keeps its past. A service or a rule ended or brought in "from" a day reads ahead
only where a third party announces it in the present progressive or the future ("they're
cutting our lollipop lady from april", "the council is closing the tip from the 20th"); not
one's own act or a request ("i'm cancelling the order from friday", "can you close the
ticket from monday?", "cutting the ham from christmas": what the thing dates from), nor a
record, a holiday or a possessive date ("they're closing the tabs from saturday's ...").
`tense.tense_at` asks `change_from`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tenseclues import RECORDS
from memstream.encoders.times.tensetokens import FUTURE_MODALS, Token
from memstream.encoders.times.timevocab import MONTH, WEEKDAY_NUMBERS

#: Verbs of changing one thing for another or of a new rule taking effect, by their stems.
_CHANGE = re.compile(
    r"^(replac|switch|chang|swap|mov|convert|upgrad|renam|rerout|divert|merg|becom|became|"
    r"increas|decreas|rais|reduc|start|begin)[a-z]*$",
    re.I,
)
#: Verbs of reworking a plan, by their stems: a change only where the plan itself comes right
#: before "from" ("coach is rewriting my plan from may 1"; not "rewriting my notes from
#: monday", the notes' day).
_REWORK = re.compile(r"^(rewrit|rework|adjust|overhaul|restructur)[a-z]*$", re.I)
_PLAN = re.compile(r"^(plan|programme|program|schedule|rota|timetable|routine|regime)s?$", re.I)
#: Verbs of a service or a rule ending or coming in, in the forms of the present progressive
#: and the future ("they're cutting our lollipop lady from april", "the pool is suspending
#: lessons from the 17th", "they will close the tip from the 20th").
_ENDING = re.compile(
    r"^(cut|cutting|scrap|scrapping|axe?|axing|close|closing|end|ending|stop|stopping|"
    r"suspend|suspending|cancel|cancell?ing|introduce|introducing)$",
    re.I,
)
#: The auxiliaries of the present progressive ("is", "'re"; not "am", one's own act) and of
#: the future ("will", "gonna", "going to").
_BE = frozenset({"is", "are", "'re", "’re", "'s", "’s", "be", "being"})
_WILL = FUTURE_MODALS | {"gonna", "gon", "na", "going", "to"}
#: Pronouns of a third party; a noun subject counts too ("the council", "the gym").
_THIRD = frozenset({"they", "he", "she", "it"})
_CALENDAR = re.compile(rf"^({MONTH}|may|next|\d+(st|nd|rd|th)?)$", re.I)
#: What ends a clause, going back from "from".
_CLAUSE_END = frozenset({",", ".", "!", "?", ";", ":", "\n", "--", "—"})


def change_from(tokens: Sequence[Token], k: int) -> bool:
    """Whether token k, "from", follows a verb of change in its clause with no verb in the
    simple past there ("is being replaced by the e2 from the 28th"), or a third party's
    announced end of a service (`_announced_end`)."""
    changed = False
    for d in range(k - 1, -1, -1):
        word, tag = tokens[d][1], tokens[d][2]
        if word in _CLAUSE_END or any(ord(c) > 0x2000 and not c.isalnum() for c in word):
            break  # a stop, a comma or an emoji
        if tag == "VBD":
            return False  # "was replaced ... from the 3rd": the past
        changed = changed or (tag.startswith("VB") and bool(_CHANGE.match(word)))
        changed = changed or (tag.startswith("VB") and _reworked(tokens, d, k))
        changed = changed or _announced_end(tokens, d, k)
    return changed


def _reworked(tokens: Sequence[Token], d: int, k: int) -> bool:
    """Whether the verb at token d reworks a plan named right before "from" at token k, from
    a date that no "'s" makes a thing's ("adjusting my programme from monday's session": the
    session's day) and with no "was"/"were" after it in its clause or the next, in its
    sentence or the next ("rewriting my plan from march, it was way too ambitious": the plan
    that dates from March)."""
    if not (_REWORK.match(tokens[d][1]) and k > 0 and _PLAN.match(tokens[k - 1][1])):
        return False
    clauses = 0
    for word, tag in ((t[1].lower(), t[2]) for t in tokens[k + 1 :]):
        if word in _CLAUSE_END:
            clauses += 1
            if clauses > 1:
                return True
        elif word in ("was", "were") or (tag == "POS" and not clauses):
            return False
    return True


def _announced_end(tokens: Sequence[Token], d: int, k: int) -> bool:
    """Whether the verb at token d, before "from" at token k, ends or brings in a service in
    the present progressive or the future after a third party's subject, with no particle
    ("they're cutting our lollipop lady from april", "the council is closing the tip from the
    20th"), a calendar date after "from" that no "'s" makes a thing's and no record before it
    ("cutting up the cake from saturday", "i'm cancelling the order from friday", "they're
    cancelling the sub from black friday": what the thing dates from)."""
    word, tag = tokens[d][1], tokens[d][2]
    if tag not in ("VBG", "VB") or not _ENDING.match(word) or tokens[d + 1][2] == "RP":
        return False
    a, aux = d - 1, set()
    while a >= 0 and (tokens[a][2] == "RB" or tokens[a][1].lower() in _BE | _WILL):
        aux.add(tokens[a][1].lower())  # "are also cutting", "'re gonna close"
        a -= 1
    told = aux & _BE if tag == "VBG" else aux & _WILL
    subject = a >= 0 and (tokens[a][1].lower() in _THIRD or tokens[a][2].startswith("NN"))
    return bool(told) and subject and _calendar_date(tokens, k)


def _calendar_date(tokens: Sequence[Token], k: int) -> bool:
    """Whether "from" at token k brings a date of the calendar (a month, a weekday, a day's
    number), not a holiday ("from christmas") nor a possessive ("from saturday's party"),
    after a noun that is no record ("the order from friday")."""
    b = k + 1 + (k + 1 < len(tokens) and tokens[k + 1][1].lower() == "the")
    if b >= len(tokens) or tokens[k - 1][1].lower() in RECORDS:
        return False
    word = tokens[b][1].lower().rstrip(".")
    if not (word in WEEKDAY_NUMBERS or _CALENDAR.match(word)):
        return False
    return not any(t[2] == "POS" for t in tokens[b + 1 : b + 4])
