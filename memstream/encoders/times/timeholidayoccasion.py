"""A holiday before an occasion's noun that is the subject of a past verb ("valentines improv
show was chaos", "the halloween party went late"): one occasion told as past, the holiday's
day it was held on, like its meal (tests/data/timeexpr.md: "Christmas dinner was lovely",
"Valentine's dinner was lovely", said late on 14 February, is that day), not the noun's
kind ("Christmas lights"). `timewords.as_word` asks it; an occasion told otherwise ("the
xmas party tmrw", "halloween party ideas") is left as it was.
"""

from __future__ import annotations

from memstream.encoders.times.timephrases import words

#: Nouns of an occasion held on a day.
OCCASIONS = words("show party gig concert dance ball disco quiz parade service social ceilidh")
#: Past verbs an occasion is the subject of.
_PAST = words("was went got turned ended")


def past_occasion(tokens: list[tuple[int, str, str]], offset: int) -> bool:
    """Whether the token at character `offset` is an occasion's noun right before a past
    verb ("show was", "party went")."""
    k = next((n for n, t in enumerate(tokens) if t[0] == offset), None)
    if k is None or k + 1 >= len(tokens) or tokens[k][1].lower() not in OCCASIONS:
        return False
    return tokens[k + 1][1].lower() in _PAST and tokens[k + 1][2] == "VBD"
