"""A clock time that tells when an event was, after "since" and that event ("it's been
open since the test at 3", "no signal since the outage at 11:40"): the event started the
stretch that runs up to the moment said, so it is gone by, the latest such time, whatever
other verb the sentence has (tests/data/timeexpr.md: "since X" runs from X to the moment it
was said). Not a clock time after "since" with no event before it ("since 3"), which the
resolver reads as the stretch itself, nor one after "since" a time and more ("since 7
yesterday, lunch at noon"): the event's phrase opens with a determiner or a possessive.

`tense.tense_at` asks `since_event`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token

#: Tags of the words of an event's noun phrase between "since" and "at" ("the fire drill").
_PHRASE_TAGS = frozenset({"DT", "PRP$", "JJ", "NN", "NNS", "NNP", "POS"})
#: Tags that open it: a determiner or a possessive ("the test", "my call"); not "since 6".
_OPENERS = frozenset({"DT", "PRP$"})
_LONGEST = 5


def since_event(tokens: Sequence[Token], i: int) -> bool:
    """Whether the clock time at token i follows "at" after "since" and a noun phrase of an
    event ("since the test at 3")."""
    k = i - 1 if i > 0 and tokens[i - 1][1].lower() == "at" else i
    if tokens[k][1].lower() != "at":
        return False
    k -= 1
    words = 0
    while k >= 0 and words < _LONGEST and tokens[k][2] in _PHRASE_TAGS:
        k -= 1
        words += 1
    opened = words > 0 and tokens[k + 1][2] in _OPENERS
    return opened and k >= 0 and tokens[k][1].lower() == "since"
