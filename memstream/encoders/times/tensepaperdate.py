"""A date right after "dated": the day a paper was written, gone by ("the blue pages dated
2/24", "the receipt is dated the 30th", "use the form dated 5/2"); not a paper still to be
dated ("i'll send the invoice dated the 28th", "the certificate will be dated the 20th"),
one to be made so ("make sure the form's dated march 1"), nor one dated ahead, which the
words after it tell ("the lease is dated march 1, starts then", "the cheque is dated april 30
so i can't cash it yet"): those keep the tense of their sentence (`tense.tense_at` asks
`dated_past`).
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import SENTENCE_ENDS, Token
from memstream.encoders.times.timephrases import words as _words

#: Words before it that ask for the date to be written ("make sure the form's dated ...").
_ENSURING = _words("sure ensure remember")
#: Words of the future before it ("i'll send the invoice dated the 28th").
_WILL = _words("will 'll ’ll wo gonna shall")
#: Words after it that tell the date still ahead: a start, a wait ("starts then", "can't
#: cash it yet").
_AHEAD = _words("starts start starting begins begin kicks yet till until til")


def dated_past(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the date at tokens [i, j), "dated" right before it, is a paper's date gone by:
    not after a word of the future or of ensuring in its sentence, nor before a word of a
    start or a wait in it."""
    if i < 1 or tokens[i - 1][1].lower() != "dated":
        return False
    lo = i - 1
    while lo > 0 and tokens[lo - 1][1] not in SENTENCE_ENDS:
        lo -= 1
    if any(t[1].lower() in _ENSURING | _WILL for t in tokens[lo:i]):
        return False
    hi = j
    while hi < len(tokens) and tokens[hi][1] not in SENTENCE_ENDS:
        hi += 1
    return not any(t[1].lower() in _AHEAD for t in tokens[j:hi])
