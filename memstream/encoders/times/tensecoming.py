"""A day said to be coming ("plumber coming friday at 2", "this coming tuesday", "the
upcoming saturday"): the coming one, the future (tests/data/timeexpr.md: "coming up"
announces what is ahead). The tagger cannot tell it: "coming" falls inside the mention,
whose words are no verbs, so a sentence with no other verb would take the nearest
occurrence, the day just past when it is nearer ("coming friday at 2", said on a Saturday,
would be yesterday). Not after a past form ("she was coming friday"): the past progressive
keeps its reading. An occasion said to be tomorrow's or tonight's ("ceilidh tomorrow for burns
night", "quiz night tonight for halloween") is the coming one too, whatever the
tagger makes of the words before (it can read a dance's name as a past verb): a day "for" which a
thing is held is that day.
"""

from __future__ import annotations

from collections.abc import Sequence

Token = tuple[int, str, str]

_COMING = frozenset({"coming", "upcoming"})
#: A past form before "coming" ("was coming", "were coming"): the past progressive.
_PAST = frozenset({"was", "were", "wasn't", "weren't"})
#: A day ahead, then "for", right before the mention ("tomorrow for valentine's").
_AHEAD = frozenset({"tomorrow", "tmrw", "tmr", "tmo", "tonight", "tonite", "2moro", "2morrow"})


def coming(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention that starts at token i starts with, or comes right after,
    "coming" or "upcoming", and no past form comes right before that word; or comes right
    after a day ahead and "for" ("tomorrow for valentine's")."""
    if i >= 2 and tokens[i - 1][1].lower() == "for" and tokens[i - 2][1].lower() in _AHEAD:
        return True  # "tomorrow for valentine's": tomorrow's occasion
    k = i if tokens[i][1].lower() in _COMING else i - 1
    if k < 0 or tokens[k][1].lower() not in _COMING:
        return False
    return k == 0 or (tokens[k - 1][1].lower() not in _PAST and tokens[k - 1][2] != "VBD")
