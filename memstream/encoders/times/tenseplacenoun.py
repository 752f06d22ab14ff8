"""A participle right after a preposition of place, with no determiner between ("it was 38° on set
friday", "the crew were on set sunday"): the place, a noun ("the set"), no verb of the clause.
The tagger reads "set" there as a past participle, which would make the clause's verb a
participle of planning ("set for friday": ahead); as a noun the clause's own verb ("was") tells
the day (tests/data/timeexpr.md: the tense of a recurring mention is that of its own part). Not
a participle after an auxiliary or a noun ("the date was set on friday": the verb), nor a past
in "-ed" ("closed", "flooded"), nor a word after a preposition stranded at the end of a relative
clause ("the bar i'm at closed at 11 tuesday": "i'm at |", then the clause's verb).
`tenseresolve.resolve_times` asks `places` before reading the tense.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Prepositions of place that take a bare noun ("on set", "on site", "at home").
_PLACE = _words("on at in off")


def places(tokens: Sequence[Token]) -> list[Token]:
    """The tokens with each past participle (VBN, or the same form read as a past: VBD) right
    after a preposition of place (`_PLACE`, tagged IN) tagged as a noun (NN); not a past in
    "-ed", nor after a stranded preposition."""
    out = list(tokens)
    for k in range(1, len(tokens)):
        at, word, tag = tokens[k]
        prev, prev_tag = tokens[k - 1][1].lower(), tokens[k - 1][2]
        if tag not in ("VBN", "VBD") or prev not in _PLACE or prev_tag != "IN":
            continue
        if not word.lower().endswith("ed") and not _stranded(tokens, k - 1):
            out[k] = (at, word, "NN")
    return out


def _stranded(tokens: Sequence[Token], k: int) -> bool:
    """Whether the preposition at token k ends a relative clause: a verb right before it
    after a personal pronoun after a noun ("the bar i'm at", "the office we work in"); not
    "so im off sat"."""
    if k < 3 or not tokens[k - 1][2].startswith("VB") or tokens[k - 2][2] != "PRP":
        return False
    return tokens[k - 3][2].startswith("NN")
