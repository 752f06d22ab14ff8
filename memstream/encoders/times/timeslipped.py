"""A plan that slips or slides "from X to Y" ("the launch slips from july to september",
"the wedding slipped from june to october"): where it was and where it lands, two dates
(tests/data/timeexpr.md: a date moved "to" another is two dates). Only the verb, right
before "from", with a plan or a date as its subject: "pay slips", "the slides", "a water
slide" are nouns, and prices, stocks or morale that slip from one month to another keep
the range (issue 21, round 57 follow-up D). timemovedto.py asks `slipped` of the clause
before the match.
"""

from __future__ import annotations

import re

#: Plans and dates that slip, as the subject right before the verb.
_PLANS = (
    r"launch|release|roll-?out|revamp|migration|upgrade|deadline|date|deployment|delivery|"
    r"handover|cutover|go-?live|project|build|wedding|trip|move|surgery|op|operation|exam|"
    r"meeting|review|audit|schedule|timeline|plan|renovation|refit|completion|start|"
    r"kick-?off|closing|sale|exchange|flight|event|party|conference|festival|tour|show|"
    r"premiere|opening|reopening|ship\s+date|due\s+date|appointment|appt|hearing|trial|"
    r"court\s+date|interview|visit|holiday|vacation|course|class|session|sprint|milestone|"
    r"cut-?off|redesign|refactor|rebuild|relaunch|merger|ipo|install|installation|fitting|"
    r"move-?in|move-?out"
)
#: The plan, maybe an auxiliary or adverb, then the verb ending the clause before "from".
_SLIPPED = re.compile(
    rf"\b({_PLANS})s?\s+((has|have|had|is|are|was|were|will|might|may|could|would|'s|’s|"
    r"just|already|now|probably|prob|likely|def|definitely|officially|again)\s+){0,2}"
    r"(slip|slips|slipped|slipping|slid|slide|slides|sliding)(\s+(again|back))?\s*$",
    re.I,
)


def slipped(clause: str) -> bool:
    """Whether `clause`, the words before "from X to Y", ends in a plan that slips or
    slides ("the search revamp slips", "the launch has slipped")."""
    return bool(_SLIPPED.search(clause))
