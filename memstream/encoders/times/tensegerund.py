"""A gerund right after a time and before a noun ("4am pumping sesh number 3 done", "the 6pm
swimming lesson ran late"): the time and the gerund modify the noun, a thing of that time,
so the gerund is no verb of the clause and sets no tense (tests/data/timeexpr.md, the tense
of a recurring mention: the tense of the mention's own part). The tagger reads it as a
present participle (VBG), which would place the time ahead; tagged as a noun, the clause's
own verb ("done", "ran") tells it. Not a gerund with no noun after it ("at 4 swimming") nor
one after an auxiliary ("we're at 4 packing boxes" has no time before the gerund).
So is a past participle right after a gerund and before a common noun ("doing pulled pork
thurs", "trying smoked brisket on sat"): the noun's adjective, no past of the clause; the
gerund, a present with its subject dropped, tells it. `tenseresolve.resolve_times` asks
`modifiers` and `attributes` before reading the tense.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timemention import Mention

#: A tagged word: (character offset, word, Penn Treebank tag).


def modifiers(tokens: Sequence[Token], mentions: Sequence[Mention]) -> list[Token]:
    """The tokens with each gerund (VBG) that follows a time mention's last word and comes
    before a noun tagged as a noun (NN)."""
    ends = {m.end for m in mentions}
    out = list(tokens)
    for k in range(1, len(tokens) - 1):
        at, word, tag = tokens[k]
        prev_at, prev_word, _ = tokens[k - 1]
        if tag != "VBG" or prev_at + len(prev_word) not in ends:
            continue
        if tokens[k + 1][2] in ("NN", "NNS"):
            out[k] = (at, word, "NN")  # "4am pumping sesh": a thing of that time
    return out


def attributes(tokens: Sequence[Token]) -> list[Token]:
    """The tokens with each past participle (VBN, or the same form read as a past: VBD)
    right after a gerund (VBG) and before a common noun (NN, NNS) tagged as an adjective
    (JJ); not after a gerund that a preposition heads ("after shopping packed bags on
    tuesday": the past verb of a clause whose subject chat drops)."""
    out = list(tokens)
    for k in range(1, len(tokens) - 1):
        at, word, tag = tokens[k]
        participle = tag in ("VBN", "VBD")  # the tagger's past for "smoked" too
        gerund = tokens[k - 1][2] == "VBG" and (k < 2 or tokens[k - 2][2] != "IN")
        if participle and gerund and tokens[k + 1][2] in ("NN", "NNS"):
            out[k] = (at, word, "JJ")
    return out
