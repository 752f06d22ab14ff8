"""A day a stretch lasts till, told with no verb at all ("on lates till thurs", "nights until
the 14th"): the stretch runs on from now, so the day is ahead, the coming one
(tests/data/timeexpr.md: "until X" is X, where a stretch ends at X). A sentence with no verb
has no tense to choose the nearest one by, and a stretch over would be told as past ("was
on lates till thurs"). A sentence with a verb keeps its tense.

`tensecoming.coming` asks `stretch_ahead`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import emoji
from memstream.encoders.times.timephrases import words

#: (character offset, text, Penn Treebank tag) of one token.
Token = tuple[int, str, str]

_UNTIL = words("till til until 'til")
_STOPS = frozenset({".", "!", "?", "\n", ";"})


def _sentence(tokens: Sequence[Token], i: int) -> range:
    lo = i
    while lo > 0 and tokens[lo - 1][1] not in _STOPS and not emoji(tokens[lo - 1][1]):
        lo -= 1
    hi = i
    while hi < len(tokens) and tokens[hi][1] not in _STOPS and not emoji(tokens[hi][1]):
        hi += 1
    return range(lo, hi)


def stretch_ahead(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i comes after (or starts with) "till"/"until", in a
    sentence with no verb."""
    k = i - 1
    while k > 0 and tokens[k][1].lower() == "the":
        k -= 1
    if tokens[i][1].lower() not in _UNTIL and (k < 0 or tokens[k][1].lower() not in _UNTIL):
        return False
    return not any(tokens[s][2].startswith(("VB", "MD")) for s in _sentence(tokens, i))
