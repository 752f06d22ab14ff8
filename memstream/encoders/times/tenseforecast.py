"""A forecast told with a bare participle of expecting ("storm expected sat night", "rain
forecast for tuesday", "landfall predicted on the 9th"): what is expected lies ahead, though
the tagger reads the participle as a past verb. Not with an auxiliary ("it was expected on
monday", "had been predicted for june"): told as past.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.timephrases import words

#: (character offset, text, Penn Treebank tag) of one token.
Token = tuple[int, str, str]

_EXPECTING = words("expected forecast forecasted predicted projected slated")


def forecast(tokens: Sequence[Token], group: list[int], i: int) -> bool:
    """Whether the verb group is a bare participle of expecting before token `i`, the
    mention's first."""
    return (
        len(group) == 1
        and group[0] < i
        and tokens[group[0]][1].lower() in _EXPECTING
        and tokens[group[0]][2] in ("VBD", "VBN")
    )
