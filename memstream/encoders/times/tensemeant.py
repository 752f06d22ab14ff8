"""A clock time with no day that something is or was meant (supposed) to happen at, beside
`tensecopula.fell_through` ("was meant to be at work for 8", said at 06:20: the nearest such
time, ahead or behind; tests/data/timeexpr.md: with no day, the nearest reading in the
sentence's tense):

- told in the present, or with its copula left out after a noun ("im meant to finish at
  7:30", said at 03:21; "relief crew meant to arrive at 6 but the roads are closed", said at
  15:13): the plan, still open, the nearest such time (07:30 that morning, 18:00 that
  evening), not a past one the tagger's "meant" tells; not a person's own intention ("i meant
  to call at 5": the past);
- told as past and overtaken in its sentence by what happened instead, a clause in the simple
  past with a clock time of its own ("lorry was meant to tip at 10 and rocked up at 11:50",
  "list was meant to finish at 5 and we closed at 10:40pm", said after midnight or just
  before it): the time went by, the past, not the nearest reading on the day ahead; and the
  clock time of that clause is its own past verb's, not the plan's (`resumed`).

`tense.tense_at` asks `meant_open`, `overtaken` and `resumed`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import CLAUSE_MARKS as _STOPS
from memstream.encoders.times.tensetokens import Token

_EXPECTED = frozenset({"meant", "supposed"})
#: The present of "be" before "meant to" ("i'm", the "m" of "im", "is", "are", "'re").
_PRESENT_BE = frozenset({"m", "'m", "’m", "am", "is", "are", "'re", "’re", "'s", "’s"})
#: Words before a participle of the plan itself, no clause of its own ("to be delivered").
_AUXILIARIES = frozenset(
    {"be", "been", "being", "was", "were", "is", "are", "get", "got", "to", "have", "has", "had"}
    | {"'s", "’s", "'ve", "’ve", "'d", "’d"}
)


def _expected_at(tokens: Sequence[Token], k: int) -> bool:
    """Whether tokens k, k + 1 are "meant to" or "supposed to"."""
    return (
        k + 1 < len(tokens)
        and tokens[k][1].lower() in _EXPECTED
        and tokens[k + 1][1].lower() == "to"
    )


def _expected_before(tokens: Sequence[Token], i: int) -> int | None:
    """Where "meant"/"supposed" of "meant to" comes before token `i` in its part of the
    sentence, with no clause of its own told in the past between (`resumed`); None if not."""
    for k in range(i - 1, 0, -1):
        if tokens[k][1] in _STOPS or _past_clause(tokens, k):
            return None
        if _expected_at(tokens, k):
            return k
    return None


def _past_clause(tokens: Sequence[Token], k: int) -> bool:
    """Whether token `k` is a verb in the past of a clause of its own ("and rocked up", "we
    closed", "finally pulled out"), not the plan's passive or perfect ("to be delivered",
    "has gone")."""
    return (
        tokens[k][2] in ("VBD", "VBN")
        and tokens[k][1].lower() not in _EXPECTED
        and tokens[k - 1][1].lower() not in _AUXILIARIES
    )


def meant_open(tokens: Sequence[Token], i: int) -> bool:
    """Whether the clock time at token `i` is what something is meant or supposed to happen
    at, told in the present ("im meant to finish at 7:30") or after a noun with no copula
    ("relief crew meant to arrive at 6")."""
    k = _expected_before(tokens, i)
    if k is None or k == 0:
        return False
    before = tokens[k - 1]
    return before[1].lower() in _PRESENT_BE or before[2] in ("NN", "NNS")


def overtaken(tokens: Sequence[Token], j: int) -> bool:
    """Whether the sentence after the mention ending at token `j` goes on with a clause in the
    simple past that has a clock time of its own ("... at 10 and rocked up at 11:50")."""
    past = False
    for k in range(j, len(tokens) - 1):
        word = tokens[k][1].lower()
        if word in (".", "!", "?"):
            return False
        past = past or _past_clause(tokens, k)
        if past and word in ("at", "by") and tokens[k + 1][1][:1].isdigit():
            return True
    return False


def resumed(tokens: Sequence[Token], i: int) -> bool:
    """Whether a clause of its own told in the past ("and rocked up") comes between the clock
    time at token `i` and the "meant to" before it in its part of the sentence."""
    for k in range(i - 1, 0, -1):
        if tokens[k][1] in _STOPS or _expected_at(tokens, k):
            return False
        if _past_clause(tokens, k):
            return True
    return False
