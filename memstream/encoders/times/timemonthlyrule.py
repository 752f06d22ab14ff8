"""A weekday "of the month" in a rule told in the plain present ("they do free refills on the
last friday of the month", "we meet the first tuesday of the month"): a habit, no date
(tests/data/timeexpr.md, "Not dates": habits, "every Monday", "on Mondays"; as "the last
friday of every month", `timeschedule`).

"The month" with no "this"/"next" after an ordinal weekday names any month; in a clause whose
subject is a pronoun and whose verb is a plain present ("they do", "we meet", "i go"), the
sentence tells what happens each month. One occasion keeps its date: told with "is", "are",
a progressive, a future or a past ("the party is on the last friday of the month", "we're
meeting on ...", "we met on ..."), or "the end of the month".

`timelookalikes.lookalike` asks `monthly_rule` (Duckling reads the match as one date, no
recurring mention for `timehabits.habitual`).
"""

from __future__ import annotations

import re

from memstream.encoders.times.tenseplan import INVARIANT
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timevocab import WEEKDAY

_NTH_WEEKDAY_OF_MONTH = re.compile(
    rf"^(on\s+)?(the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+{WEEKDAY}\s+of\s+"
    r"the\s+month$",
    re.I,
)
#: A pronoun subject and a plain present right before the mention's part ("they do free refills
#: on", "we meet"), a few words between at most.
_PRESENT_RULE = re.compile(
    r"\b(they|we|you|i)\s+(?!(are|were|was|will|would|did|had|have|can|could|should|might|"
    r"must|may|am)\b)([a-z]+)\b(?<!ed)(?<!ing)([\s\w£$€%]{0,30})$",
    re.I,
)
#: Irregular pasts that a plain present cannot be ("we met on ...", "they held it on ...").
_PAST = words(
    "swam ran ate drank went saw came took gave began sang rang wrote drove rode flew threw "
    "grew knew spoke broke chose froze woke wore tore stole fell forgot hid bit slid shook "
    "taught caught bought brought thought fought sought sold told paid slept kept met won sent "
    "spent built dug stuck struck swung hung held did had got made found left"
)
_CLAUSE = re.compile(r"[.!?;\n]|,\s|\s(and|but|so)\s", re.I)


def monthly_rule(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is an ordinal weekday "of the month" in a rule told
    in the plain present ("they do free refills on the last friday of the month")."""
    if not _NTH_WEEKDAY_OF_MONTH.match(text[start:end]):
        return False
    lo = max((m.end() for m in _CLAUSE.finditer(text, 0, start)), default=0)
    rule = _PRESENT_RULE.search(text[lo:start].rstrip() + " ")
    if rule is None:
        return False
    verb = rule.group(3).lower()
    return verb not in _PAST and verb not in INVARIANT  # not "we met on ...", "we put"
