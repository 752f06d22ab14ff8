"""Which verbs of its sentence may tell the tense of a mention whose own clause has none
(tests/data/timeexpr.md: "the tense is that of the mention's own sentence or part of one").

"running a pottery class on fri the 3rd and kids' clay hour on easter monday, the kiln's so
slow now the weather turned cold": "kids' clay hour on easter monday" has no verb; it goes on
the part before it ("running ... and ..."), not the part after its comma, which tells something
else ("the weather turned cold"). When the sentence has a verb before the mention, a verb after
it beyond a comma, a semicolon or a colon is another part's and is left out; with none
before, a verb after the comma stays the one ("sunday at 10, the kids have been counting
down").

`tense._tense_group` asks `own_part` for the sentence's verbs.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token

_PART_ENDS = frozenset({",", ";", ":", "--", "—"})


def own_part(tokens: Sequence[Token], verbs: list[int], i: int, j: int) -> list[int]:
    """`verbs` (token indices in the mention's sentence, the mention at [i, j)) without those
    after a comma past the mention when one comes before it."""
    if not any(k < i for k in verbs):
        return verbs
    cut = next((k for k in range(j, len(tokens)) if tokens[k][1] in _PART_ENDS), None)
    return verbs if cut is None else [k for k in verbs if k < cut]
