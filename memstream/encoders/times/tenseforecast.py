"""A forecast told with a bare participle of expecting ("storm expected sat night", "rain
forecast for tuesday", "landfall predicted on the 9th"): what is expected lies ahead, though
the tagger reads the participle as a past verb. Not with an auxiliary ("it was expected on
monday", "had been predicted for june"): told as past. So is a notice of what is wanted
("stewards needed for the 10k on sunday": `tenseneeded`).
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseneeded import needed_notice
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words

_EXPECTING = words("expected forecast forecasted predicted projected slated")


def forecast(tokens: Sequence[Token], group: list[int], i: int) -> bool:
    """Whether the verb group is a bare participle of expecting before token `i`, the
    mention's first, or a notice of what is wanted."""
    if len(group) != 1 or group[0] >= i or tokens[group[0]][2] not in ("VBD", "VBN"):
        return False
    return tokens[group[0]][1].lower() in _EXPECTING or needed_notice(tokens, group)
