"""What a past verb of announcing made known, starting "from" a time ("union just announced a
walkout from 6am tuesday", "the council declared a hosepipe ban from monday"): the thing
announced runs from that time on, a plan's start, the coming one (tests/data/timeexpr.md,
"a recurring mention": planned, the next one; "from X" is X), not the day of the
announcing. The verb's object comes between it and "from"; not a sentence that goes on to
tell it as past ("announced a strike from monday, it lasted 3 days"), nor a date of the
announcing itself ("announced it on tuesday"). `tense.tense_at` asks `announced_from`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Past verbs of making a coming thing known.
_ANNOUNCING = _words("announced declared called notified posted published issued")
#: The most words of the object between the verb and "from".
_OBJECT_WORDS = 8


def announced_from(tokens: Sequence[Token], group: list[int], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) follows "from" (or holds it) after the object of
    a past verb of announcing, and nothing after it in its sentence tells it as past."""
    if not group or tokens[group[-1]][1].lower() not in _ANNOUNCING:
        return False
    k = i if tokens[i][1].lower() == "from" else i - 1
    if k < 0 or tokens[k][1].lower() != "from" or tokens[group[-1]][2] not in ("VBD", "VBN"):
        return False
    between = range(group[-1] + 1, k)
    if not 1 <= len(between) <= _OBJECT_WORDS:
        return False
    if any(tokens[n][2].startswith(("VB", "MD")) or tokens[n][1] in ",.;:" for n in between):
        return False
    if not any(tokens[n][2].startswith("NN") for n in between):
        return False  # "announced from tuesday": no thing announced
    _, s_hi = bounds(tokens, i, j)
    return not any(tokens[n][2] == "VBD" for n in range(j, s_hi))
