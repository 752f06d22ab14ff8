"""A state a place is in told after "with" and its subject ("w/ the office closed 27 dec-4
jan", "with the pool shut till monday"): no verb of what happened, a participle heading a
phrase, so the day is the state's, the nearest (tests/data/timeexpr.md: a recurring mention
names the occurrence the sentence talks about), as a notice's is (`tenseclues.notice`);
not in a sentence told in the past ("with the pool shut on the 20th we swam at the lake"),
whose verb is the phrase's time, nor in one told with a modal of the future ("with the gym
closed on the 24th i'll run outside": the modal's, ahead; `main_verbs` drops the participle
from the verbs `tense._tense_group` weighs). Other modals keep it ("with the trains cancelled
on saturday we couldn't make it", "with rent paid on the 1st i can breathe": done, gone by).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import FUTURE_MODALS as _FUTURE
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timepastforms import IRREGULAR_PAST

_IRREGULAR = re.compile(rf"^({IRREGULAR_PAST})$", re.I)
#: "with" as chat writes it.
_WITH = frozenset({"with", "w/", "wth"})
#: Tags of the words of a subject between "with" and the participle ("the office", "our gym").
_SUBJECT = ("NN", "DT", "PRP$", "JJ", "POS")


def with_subject(tokens: Sequence[Token], v: int, sentence: range) -> bool:
    """Whether the participle at token `v` follows "with" and a subject of three words or
    fewer, a noun among them ("with the office closed"), in a sentence (the tokens of
    `sentence`, the caller's `tenseclues.bounds`) with no verb in the simple past."""
    if not _after_with(tokens, v):
        return False
    return not any(_past(tokens[n]) for n in sentence if n != v)


def _after_with(tokens: Sequence[Token], v: int) -> bool:
    """Whether the token at `v` follows "with" and a subject of three words or fewer, a noun
    among them ("with the office closed")."""
    k, noun = v - 1, False
    while k >= 0 and v - k <= 3 and tokens[k][2].startswith(_SUBJECT):
        if tokens[k][1].lower() in _WITH:
            break
        noun = noun or tokens[k][2].startswith("NN")
        k -= 1
    return k >= 0 and k < v - 1 and noun and tokens[k][1].lower() in _WITH


def main_verbs(tokens: Sequence[Token], verbs: list[int]) -> list[int]:
    """The verbs (token indices) less each participle after "with" and its subject, where a
    modal of the future among the others tells the sentence's time ("with the gym closed on
    the 24th i'll run outside": the "'ll", ahead, not a "closed" gone by)."""
    absolute = [v for v in verbs if tokens[v][2] in ("VBD", "VBN") and _after_with(tokens, v)]
    if not absolute or not any(_future(tokens[v]) for v in verbs):
        return verbs
    return [v for v in verbs if v not in absolute]


def _future(token: Token) -> bool:
    """A modal of the future ("will", "'ll"); not "can", "could", "should", "would" or
    "might", which a state already reached takes as well."""
    return token[2] == "MD" and token[1].lower() in _FUTURE


def _past(token: Token) -> bool:
    """Whether the token is a verb in the simple past, or an irregular past the tagger reads
    as a present ("we swam")."""
    return token[2] == "VBD" or (token[2] == "VBP" and _IRREGULAR.match(token[1]) is not None)
