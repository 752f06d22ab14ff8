"""A participle that describes a noun, right after its article or possessive and before the
noun ("a written statement by monday", "the signed form by friday", "my finished draft"), or
with no article right after a verb of wanting ("wants corrected file by thursday", "need
signed forms by friday"): an
adjective, no verb of what happened, so it sets no tense of the date after it
(tests/data/timeexpr.md: a recurring mention names the occurrence the sentence talks about);
the finite verb of the sentence does ("manager wants ... a written statement by monday": the
wanting, ahead). `tense._tense_group` drops these from the verbs it weighs.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token

#: Articles and possessives that open a noun phrase.
_DETERMINERS = frozenset({"a", "an", "the", "my", "your", "his", "her", "our", "their", "its"})
#: Verbs of wanting a thing, whose object may be a participle and its noun with no article
#: ("wants corrected file"); not "have"/"get", whose participle is a perfect or a passive.
_WANTING = frozenset({"want", "wants", "wanted", "need", "needs", "needed", "require", "requires"})


def attributive(tokens: Sequence[Token], v: int) -> bool:
    """Whether the participle at token `v` stands between an article or a possessive and a
    noun ("a written statement"); not one after "have" ("have the written ..." is no case:
    the article comes first) nor one ending its phrase ("the form signed"); so one right after
    a verb of wanting ("wants corrected file")."""
    if tokens[v][2] not in ("VBN", "VBD") or v == 0 or v + 1 >= len(tokens):
        return False
    before = tokens[v - 1]
    verb = before[2].startswith("VB") or before[2] == "NNS"  # "the auditor needs" as a noun
    wanting = verb and before[1].lower() in _WANTING
    return (before[1].lower() in _DETERMINERS or wanting) and tokens[v + 1][2].startswith("NN")


def not_attributive(tokens: Sequence[Token], verbs: list[int]) -> list[int]:
    """The verbs (token indices) less each participle that describes a noun."""
    return [v for v in verbs if not attributive(tokens, v)]
