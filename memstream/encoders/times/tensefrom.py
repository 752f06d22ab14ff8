""" "From" a clock time with no verb in its part of the sentence ("drinks at mine from 5",
"games at the club from 6:30"): when something starts, a plan's line, the coming one
(tests/data/timeexpr.md: "from X" with no end is X; a clock time with no day is the nearest
reading in the sentence's tense). With no verb the tense is the nearest reading, and the
morning's hour just gone is nearer than the afternoon's one ahead ("from 3", said at 09:00,
would be 03:00, hours before). A sentence that tells it as past ("we were there from 4")
keeps its own tense.

`tense.tense_at` asks `starts_from`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token


def starts_from(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the clock time at tokens [i, j) is said after "from" (inside the mention or
    right before it) and is a bare number with no day of its own ("from 4", "from 6:30")."""
    k = i if tokens[i][1].lower() == "from" else i - 1
    if k < 0 or tokens[k][1].lower() != "from":
        return False
    return all(t[2] == "CD" or t[1].lower() == "from" for t in tokens[k:j])
