"""A change told in the present or the future before "from" a date ("the 46a is being replaced
by the e2 from the 28th", "the shop switches to card only from monday", "my mobile plan
changes to the new tariff from the 1st", "they're cutting the night bus from april"), or
of starting or ending something ("gonna start taking the
bus from mon"): the date is when the change starts, the coming one
(tests/data/timeexpr.md: "from X" with no end is X, the origin of something), not where a
thing named before "from" dates from ("I still have the ticket from feb 8": the past,
`tenseclues.dated_thing`). Told in the past ("the 46a was replaced by the e2 from the 3rd")
the clause keeps its past. `tense.tense_at` asks `change_from`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token

#: Verbs of changing one thing for another or of a new rule taking effect, by their stems.
_CHANGE = re.compile(
    r"^(replac|switch|chang|swap|mov|convert|upgrad|renam|rerout|divert|merg|becom|became|"
    r"increas|decreas|rais|reduc|start|begin)[a-z]*$",
    re.I,
)
#: Verbs of a service or a rule ending or coming in, by their stems ("they're cutting our
#: lollipop lady from april", "the pool is suspending lessons from the 17th"); not one with a
#: particle, a thing handled ("cutting up the cake from saturday": the cake's day, past).
_ENDING = re.compile(r"^(cut|scrap|ax|clos|end|stop|suspend|cancel|introduc)[a-z]*$", re.I)
#: What ends a clause, going back from "from".
_CLAUSE_END = frozenset({",", ".", "!", "?", ";", ":", "\n", "--", "—"})


def change_from(tokens: Sequence[Token], k: int) -> bool:
    """Whether token k, "from", follows a verb of change in its clause with no verb in the
    simple past there ("is being replaced by the e2 from the 28th")."""
    changed = False
    for d in range(k - 1, -1, -1):
        word, tag = tokens[d][1], tokens[d][2]
        if word in _CLAUSE_END or any(ord(c) > 0x2000 and not c.isalnum() for c in word):
            break  # a stop, a comma or an emoji
        if tag == "VBD":
            return False  # "was replaced ... from the 3rd": the past
        ending = bool(_ENDING.match(word)) and tokens[d + 1][2] != "RP"
        changed = changed or (tag.startswith("VB") and (bool(_CHANGE.match(word)) or ending))
    return changed
