""" "By" a bare hour in a clause that tells what is expected or reached by then, beside a duty,
a plan or a request (`timebytask.due_by`): the time, a clock time, as "by X" is X
(tests/data/timeexpr.md, ranges):

- a word of reporting, hoping or expecting before it ("they say its fixed by 9", "forecast says
  lifting by 11", "hoping we finish by 6", "the eta is back by 3");
- someone told or asked to do a thing ("told her to eat something by 7");
- a plan told in the present progressive ("we're heading out to the site by 10", "i'm leaving
  by 6");
- a message asked for ("ping me by 4", "text us by 2", "let me know by 5");
- a verbless clause of news that is to come ("PEP decision by 10", "results by 3");
- a state reached, told as past or present ("the phones were dead by 11", "the car park was
  full by 9", "sold out of the rolls by 10").

Margins and changes stay how much, whatever the cue (`timebytask.margin`, and their -ing forms
here: "they say we're leading by 3", "forecast says temps dropping by 5").
"""

from __future__ import annotations

import re

#: A word of reporting, hoping or expecting, then some word before "by".
_REPORT = re.compile(
    r"\b(says?|said|saying|reckons?|reckoned|promised?|promising|forecasts?|forecasted|"
    r"expects?|expected|expecting|hopes?|hoped|hoping|hopefully|eta)\b\s+[\w'’]",
    re.I,
)
#: Someone told or asked to do a thing ("told her to eat", "asked the lads to clear").
_ORDER = re.compile(
    r"\b(told|tell|tells|asked|ask|asks|reminded|remind|reminds)\s+([\w'’]+\s+){1,3}to\s+[a-z]",
    re.I,
)
#: A plan told in the present progressive: a subject, "be" and a verb in -ing.
_PROGRESSIVE = re.compile(
    r"\b(i['’]?m|we['’]?re|they['’]?re|you['’]?re|u\s+r|(we|they|you|u)\s+are|i\s+am)\s+"
    r"(all\s+|just\s+|prob(ably)?\s+|def(initely)?\s+)?[a-z]+ing\b",
    re.I,
)
#: A message asked for, right before "by" ("ping me", "let us know").
_MESSAGE = re.compile(
    r"\b(ping|text|txt|call|ring|message|msg|email|e-mail|dm|pm|buzz|page|tell|let)\s+(me|us)"
    r"(\s+know)?\s*$",
    re.I,
)
#: A verbless clause of news that is to come: a word or two and the noun ("PEP decision").
_NEWS = re.compile(
    r"^\s*([\w'’-]+\s+){0,2}(decision|results?|answer|reply|response|update|verdict|news|"
    r"confirmation|delivery|replacement|callback|approval|sign-?off|handover|eta)\s*$",
    re.I,
)
#: A state reached: "be" and a word of one right before "by" ("were dead", "was full"), or
#: having sold or run out of a thing ("sold out of the rolls").
_STATE = re.compile(
    r"\b(is|are|was|were|be|been|[a-z]+['’](s|re))\s+(all\s+|already\s+|completely\s+|totally\s+)?"
    r"(dead|flat|empty|full|asleep|shut|rammed|heaving|sold\s+out|booked\s+up)\s*$"
    r"|\b(sold|selling|ran|run|running)\s+out\s+of\s+([\w'’-]+\s+){1,4}$",
    re.I,
)
#: A margin or a change in -ing or in the past participle, before "by" or its object ("leading",
#: "dropping", "grown"): how much, not when.
_CHANGING = re.compile(
    r"\b(leading|trailing|winning|losing|beating|rising|falling|dropping|growing|grown|"
    r"increasing|decreasing|gaining|shrinking|improving|climbing|slipping|going\s+(up|down))"
    r"(\s+[\w'’]+){0,2}\s*$",
    re.I,
)


def expected_by(clause: str) -> bool:
    """Whether "by" a bare hour right after `clause` (its own clause's text) names the time
    something is expected, asked for or reached ("they say its fixed by 9", "ping me by 4",
    "were dead by 11"), not a margin told in -ing ("leading by 3")."""
    if _CHANGING.search(clause):
        return False
    return any(
        rule.search(clause) for rule in (_REPORT, _ORDER, _PROGRESSIVE, _MESSAGE, _NEWS, _STATE)
    )


def message_by(clause: str) -> bool:
    """Whether `clause` ends with a message asked for ("ping me", "let us know"): "by" after it
    is when, whatever margin word the clause holds before ("if you lose access ping me by 4")."""
    return _MESSAGE.search(clause) is not None
