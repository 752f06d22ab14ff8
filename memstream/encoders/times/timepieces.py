"""The pieces a long text is parsed in: Duckling's cost grows faster than the text where dates
are dense, so `TimeResolver.mentions` reads a text piece by piece, each with some of its
neighbours so that an expression across a cut is read whole.
"""

from __future__ import annotations

import re

#: Duckling's cost grows faster than the text where dates are dense (an 11 KB text of 400
#: dates took 16.5 s, holding the flow; 500 characters of it 0.04 s), so text is parsed in
#: pieces of at most this many characters, cut after a sentence (or else at a space). A chat
#: turn is one piece: LoCoMo's longest is 451 characters.
PIECE_CHARS = 500
#: Each piece is parsed with this many characters of its neighbours on both sides, so that an
#: expression across a cut ("March 3, | 2024") is read whole; a piece keeps the expressions
#: that start inside it.
OVERLAP_CHARS = 100
_SENTENCE_END = re.compile(r"[.!?\n]\s")


def pieces(text: str, size: int = PIECE_CHARS) -> list[str]:
    """`text` cut into pieces of at most `size` characters, after a sentence where one ends
    in the second half of a piece, else after a space, else at `size`."""
    out = []
    while len(text) > size:
        window = text[:size]
        ends = [m.end() for m in _SENTENCE_END.finditer(window) if m.end() > size // 2]
        cut = ends[-1] if ends else window.rfind(" ", size // 2) + 1 or size
        out.append(text[:cut])
        text = text[cut:]
    if text:
        out.append(text)
    return out


def windows(text: str) -> list[tuple[int, int, int, int]]:
    """(window start, window end, own start, own end) per piece: each piece with up to
    `OVERLAP_CHARS` of its neighbours, widened no further than a space."""
    out = []
    at = 0
    for piece in pieces(text):
        own = (at, at + len(piece))
        at = own[1]
        lo = max(0, own[0] - OVERLAP_CHARS)
        hi = min(len(text), own[1] + OVERLAP_CHARS)
        if lo > 0:  # start and end the window at a space, not inside a word
            lo = text.find(" ", lo, own[0]) + 1 or own[0]
        if hi < len(text):
            space = text.rfind(" ", own[1], hi)
            hi = space if space > 0 else own[1]
        out.append((lo, hi, *own))
    return out
