"""A participle right after a preposition of place, with no determiner between ("it was 38°
on set friday", "the crew were on set sunday"): the place, a noun ("the set"), no verb of the
clause. The tagger reads "set" there as a past participle, which would make the clause's
verb a participle of planning ("set for friday": ahead); as a noun the clause's own verb
("was") tells the day (tests/data/timeexpr.md: the tense of a recurring mention is that of
its own part). Not a participle after an auxiliary or a noun ("the date was set on
friday": the verb). `tenseresolve.resolve_times` asks `places` before reading the tense.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Prepositions of place that take a bare noun ("on set", "on site", "at home").
_PLACE = _words("on at in off")


def places(tokens: Sequence[Token]) -> list[Token]:
    """The tokens with each past participle (VBN, or the same form read as a past: VBD) right
    after a preposition of place (`_PLACE`, tagged IN) tagged as a noun (NN)."""
    out = list(tokens)
    for k in range(1, len(tokens)):
        at, word, tag = tokens[k]
        prev, prev_tag = tokens[k - 1][1].lower(), tokens[k - 1][2]
        if tag in ("VBN", "VBD") and prev in _PLACE and prev_tag == "IN":
            out[k] = (at, word, "NN")
    return out
