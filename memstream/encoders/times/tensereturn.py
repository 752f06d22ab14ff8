"""A day right after "back" or "again" in a sentence with no verb ("back sat for the late
shift", "footy training again sun", "again on sunday?"): the day one will be back or at it
again, told as a plan's line, so the coming one (tests/data/timeexpr.md: a recurring mention
planned is the next one), not the nearest, which may lie behind. With a verb the verb tells
("was back sat", "trained again sunday"). `tense.tense_at` asks `returning`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds, verbless
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

_RETURN = _words("back again")


def returning(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) comes right after "back" or "again" (or after
    one and "on") in a sentence with no verb."""
    b = i - 1
    if b > 0 and tokens[b][1].lower() == "on":
        b -= 1
    if b < 0 or tokens[b][1].lower() not in _RETURN:
        return False
    lo, hi = bounds(tokens, b, j)
    return verbless(tokens, lo, hi, i, j)
