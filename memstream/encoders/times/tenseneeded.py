"""A notice of what is wanted, a noun and a participle of needing with no verb of being
("helpers needed for the fete on saturday", "cover wanted thurs 2-6", "drivers required
next week"): "helpers are needed", a request, so its dates are ahead (tests/data/timeexpr.md:
a recurring mention planned is the next one). The tagger reads the participle as a simple
past. Only right after a noun, with no pronoun or auxiliary before it, and with no object
after it (a preposition, a date, a comma or the end follows): "the kids needed help on
monday" and "we needed cover on sat" keep their past.

`tenseforecast.forecast` asks `needed_notice`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words

#: Participles of a thing being wanted.
_NEEDED = words("needed wanted required sought")
#: What may follow the participle in a notice: a preposition, a date word, "asap".
_AFTER = ("IN", "NNP", "CD", ",", ".", ":")


def needed_notice(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether the verb group is a participle of needing alone, right after a noun and
    before no object ("volunteers needed | for sat")."""
    if len(group) != 1 or tokens[group[0]][1].lower() not in _NEEDED:
        return False
    v = group[0]
    if v == 0 or not tokens[v - 1][2].startswith("NN"):
        return False  # "we needed ...", "i really needed ..."
    return v + 1 == len(tokens) or tokens[v + 1][2] in _AFTER
