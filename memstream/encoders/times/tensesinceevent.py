"""A clock time that tells when an event was, after "since" and that event ("it's been
open since the test at 3", "no signal since the outage at 11:40"): the event started the
stretch that runs up to the moment said, so it is gone by, the latest such time, whatever
other verb the sentence has (tests/data/timeexpr.md: "since X" runs from X to the moment it
was said). Not a clock time after "since" with no event before it ("since 3"), which the
resolver reads as the stretch itself, nor one after "since" a time and more ("since 7
yesterday, lunch at noon"): the event's phrase opens with a determiner or a possessive.
Only a "since" of time: a perfect ("been", "has", "had") or a "no" ("no wifi since ...") comes
before it in its clause, or no modal follows in its sentence ("since the reboot at 4 am it's
fine"); else it is "because" ("since the test at 10, i'll wait": the sentence's tense), and
none where a present or a modal verb follows the clock time ("since the bus at 6 is full").

`tense.tense_at` asks `since_event`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import CLAUSE_MARKS, HAVE_NOW, SENTENCE_ENDS, Token

#: Tags of the words of an event's noun phrase between "since" and "at" ("the fire drill").
_PHRASE_TAGS = frozenset({"DT", "PRP$", "JJ", "NN", "NNS", "NNP", "POS"})
#: Tags that open it: a determiner or a possessive ("the test", "my call"); not "since 6".
_OPENERS = frozenset({"DT", "PRP$"})
_LONGEST = 5
#: Words before "since" in its clause that make it a "since" of time: a perfect, or a "no".
_OF_TIME = HAVE_NOW | frozenset({"been", "had", "'d", "’d", "no", "nothing", "nobody"})
#: Tags of a verb after the clock time that give the event a tense of its own: "is full".
_OWN_VERB = frozenset({"VBZ", "VBP", "MD"})


def _of_time(tokens: Sequence[Token], since: int) -> bool:
    """Whether a perfect or a "no" comes before the "since" at token `since` in its clause."""
    k = since - 1
    while k >= 0 and tokens[k][1] not in CLAUSE_MARKS and tokens[k][1] not in SENTENCE_ENDS:
        if tokens[k][1].lower() in _OF_TIME:
            return True
        k -= 1
    return False


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
    if not (opened and k >= 0 and tokens[k][1].lower() == "since"):
        return False
    own = i + 1 < len(tokens) and tokens[i + 1][2] in _OWN_VERB
    return not own and (_of_time(tokens, k) or not _ahead_after(tokens, i))


def _ahead_after(tokens: Sequence[Token], i: int) -> bool:
    """Whether a modal or a "gonna" follows the clock time at token i in its sentence ("since
    the test at 10, i'll wait"): a "since" of "because", the plan's tense."""
    for t in tokens[i + 1 :]:
        if t[1] in SENTENCE_ENDS:
            return False
        if t[2] == "MD" or t[1].lower() in ("gonna", "going", "need", "have"):
            return True
    return False
