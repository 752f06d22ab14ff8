"""A figure set against another, whose date is the comparison's ground, a time one knows, so
told as past: after "vs"/"versus" ("1.16 today vs 1.19 in november") or after "down
from"/"up from" that a comma opens ("resting hr is 52 now, down from 61 in march"; not "it
goes up from $40 in january", a change ahead). Not in a sentence told ahead ("we'll be 12 at
the table, up from 10 on saturday": the dinner's day), nor a bare hour after "up from" with
no figure before the comma ("no lie in for me, up from 5 on saturday": getting up at 5, a
clock time; "she's 4 weeks now, up from 3 on friday" is a figure). `tenseclues.ground` asks
`figure_against`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import FUTURE_MODALS, Token
from memstream.encoders.times.timephrases import words as _words

#: What sets a figure against another ("1.16 today vs 1.19 in november").
_VERSUS = _words("vs vs. versus v")
#: Words of the future besides the modals ("gonna", "going to").
_GOING = frozenset({"gonna", "going"})
#: Forms of "be" before an "-ing" verb of a plan ("we're flying out").
_BE = frozenset({"is", "are", "am", "'re", "’re", "'m", "’m", "'s", "’s", "be"})
#: The hours of a clock a bare number may be ("up from 5").
_HOURS = frozenset(str(h) for h in range(1, 13))


def figure_against(tokens: Sequence[Token], k: int, lo: int, hi: int) -> bool:
    """Whether the figure at token k (a price's symbol before it aside), in the sentence of
    tokens [lo, hi), comes right after "vs"/"versus", or after "down from"/"up from" that a
    comma opens in a sentence not told ahead: the figure of a comparison's ground."""
    bare = tokens[k][1] in _HOURS
    if k > 1 and tokens[k - 1][2] == "$":
        k, bare = k - 1, False
    if k > 2 and tokens[k - 1][1].lower() == "from":
        up = tokens[k - 2][1].lower()
        if up not in ("down", "up") or tokens[k - 3][1] != "," or _ahead(tokens, lo, hi):
            return False
        return not (bare and up == "up" and not _figure_before(tokens, lo, k - 3))
    return tokens[k - 1][1].lower() in _VERSUS


def _ahead(tokens: Sequence[Token], lo: int, hi: int) -> bool:
    """Whether tokens [lo, hi) hold a modal of the future, "gonna", "going to" or a form of
    "be" before an "-ing" verb ("we'll be 12", "we're flying out")."""
    for k in range(lo, hi):
        word = tokens[k][1].lower()
        if word in FUTURE_MODALS or word in _GOING:
            return True
        if word in _BE and k + 1 < hi and tokens[k + 1][2] == "VBG":
            return True
    return False


def _figure_before(tokens: Sequence[Token], lo: int, comma: int) -> bool:
    """Whether a word with a digit stands before the comma at token `comma` in the sentence
    from token `lo` ("she's 4 weeks now, up from 3", "avg sleep 7h10 now, up from 6")."""
    return any(any(c.isdigit() for c in t[1]) for t in tokens[lo:comma])
