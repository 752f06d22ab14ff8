"""Participles of fixing a plan for a day ("the shoot's locked for the 3rd", "we were
pencilled for june", "the roof job got slotted for the first week of may"): the plan's day,
the coming one; not where the words after the mention tell the past ("he was slotted for
jan 20 but never showed", "the office was locked for christmas so i couldn't get my
laptop"): the day gone by. And "got til" a day after a past time ("last year we only got til
the 15th to file"): the time one had then, no time ahead (`tensegroup.classify` asks
`fixed_for` and `had_then`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from memstream.encoders.times.tensetokens import SENTENCE_ENDS, Token
from memstream.encoders.times.timephrases import words as _words

_FIXING_FOR = _words("locked pencilled penciled slotted")
#: What one could do then: the past ("... so i couldn't get my laptop").
_COULD = _words("could couldn't couldnt")
_AGO = _words("ago yesterday")
_LAST_UNITS = _words("night week weekend month year time")


def fixed_for(tokens: Sequence[Token], group: list[int], told: bool) -> bool:
    """Whether the verb `group`, "for" the mention after it, fixes a plan for the day: a
    participle of fixing, and the words after the mention tell no past (`told`, or "could"
    later in its sentence)."""
    if told or not _FIXING_FOR & {tokens[k][1].lower() for k in group}:
        return False
    for k in range(group[-1] + 1, len(tokens)):
        if tokens[k][1] in SENTENCE_ENDS:
            break
        if tokens[k][1].lower() in _COULD:
            return False
    return True


def had_then(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether a past time ("last year", "2 years ago") comes in the five words before the
    verb `group` of "got til" a day ("last year we only got til the 15th"): the time one had
    then, not time still ahead ("gave me til sept 9")."""
    lo = max(0, group[0] - 5)
    said = [tokens[k][1].lower() for k in range(lo, group[0])]
    if _AGO & set(said):
        return True
    return any(a == "last" and b in _LAST_UNITS for a, b in pairwise(said))
