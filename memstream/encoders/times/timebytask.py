""" "By" a bare hour that ends a task one has to do ("gotta cover the pots by 5 and ...",
"need to send it by 11", "have to get the kids fed by 6"), or after a word of the way being
clear ("the road should be clear by 4"): the time it is due, a clock time, as "by X" is X
(tests/data/timeexpr.md, ranges), as after a word of being back or ready ("home by 6",
`timeclock.by_hour`). Not a margin or a measure ("we have to win by 2 goals", "cut it by 3
cm": a noun follows), nor where no word of a duty or of being clear comes before it in its
clause ("reading by 5": an age).
"""

from __future__ import annotations

import re

#: A word of a duty to do something, in the clause before "by" ("gotta", "need to", "must").
_DUTY = re.compile(
    r"\b(gotta|got\s+to|have\s+to|has\s+to|had\s+to|need\s+to|needs\s+to|must|hafta|"
    r"supposed\s+to|meant\s+to)\s+(?!be\s+\w+ing\b)[a-z]",
    re.I,
)
#: The way or the sky being clear right before "by" ("maybe clear by 4", "cleared by 6").
_CLEAR = re.compile(r"\b(clear|cleared|clears)\s*$", re.I)
#: Margins and measures: "by" is how much, not when ("win by 2", "cut it by 3").
_MEASURE = re.compile(
    r"\b(win|won|lose|lost|beat|cut|cuts|raise|raised|lower|lowered|reduce|reduced|increase|"
    r"increased|drop|dropped|rise|rose|grow|grew|multiply|multiplied|divide|divided|times|"
    r"up|down|ahead|behind|short|off|over)\b",
    re.I,
)
#: What may follow the hour: the end, a stop or a symbol, or a word that starts a new part.
_AFTER = re.compile(
    r"^(?!\s*(?!(and|or|but|so|then|if|or|tho|though|pls|please|lol|tonight|today|latest|"
    r"at\s+the\s+latest|ok|okay|yeah|because|bc|cos|coz|otherwise|else)\b)[\w%$£€])",
    re.I,
)


def due_by(before: str, after: str) -> bool:
    """Whether "by" a bare hour, with `before` the text before "by" and `after` the text
    after the hour, ends a task one has to do or follows a word of the way's being clear."""
    clause = re.split(r"[,;.!?\n]", before)[-1]
    if not _AFTER.match(after) or _MEASURE.search(clause):
        return False
    return bool(_DUTY.search(clause) or _CLEAR.search(clause))
