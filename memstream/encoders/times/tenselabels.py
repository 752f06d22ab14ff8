"""A noun that names a numbered thing, which the tagger reads as a past verb ("token no.
117", "booking number 5512", "ticket #4"): no verb, so no tense for the dates around it
(tests/data/timeexpr.md: the tense is that of the mention's own sentence or part of one).

"sept 2 at 10:30 at the permit office, token no. 42" has no verb; the tagger called "token" a
past (VBD), so the appointment was read as last September. A word tagged as a verb right before
"no", "no.", "number", "num", "nr" or "#" and a number is the thing's name: tagged a noun.

`tenseplan.past_forms` asks `numbered_nouns`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token

_NUMBER_WORDS = frozenset({"no", "no.", "number", "num", "nr", "#"})


def _numbered(tokens: Sequence[Token], k: int) -> bool:
    after = [t for t in tokens[k + 1 : k + 4] if t[1] != "."]
    return (
        len(after) >= 2
        and after[0][1].lower() in _NUMBER_WORDS
        and after[1][1].lstrip("#").isdigit()
    )


def numbered_nouns(tokens: Sequence[Token]) -> list[Token]:
    """The tokens with a verb's tag before "no. 117" ("token no. 117") tagged a noun."""
    return [
        (at, w, "NN") if t.startswith("VB") and _numbered(tokens, k) else (at, w, t)
        for k, (at, w, t) in enumerate(tokens)
    ]
