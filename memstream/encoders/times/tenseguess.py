"""A hedged date with its source said after it ("maybe by memorial day they said", "probably
the 14th she reckons"): a guess told of a date ahead, as "they said maybe jan." is
(tests/data/timeexpr.md: planned or present, the next one), not the past of the verb of
saying that closes its sentence. Not where more words follow the verb of saying in its part
("probably friday they said it was": the rest of the sentence tells it), nor where a past
verb before the hedge in its part tells what the date is of ("we met maybe in march she
says", "the leak started probably on sunday he thinks": a guess at a day behind). So is a
day said as the alternative ("they said thurs instead"), like one offered instead ("she
offered monday instead"): the new plan's, ahead; not where more follows "instead" in its
part ("i said sunday instead of saturday", "we said thursday instead last month", "they said
monday instead and never showed": the rest tells it). `tense.tense_at` asks `guessed`.
A verb of saying and a hedge before a date, maybe with a noun between ("they said maybe
jan", "movers said delivery earliest the 28th"), are a guess ahead too, but for a noun and
"from" between ("the doc said probably a virus from the weekend": a cause's origin, the
past) (`said_hedged`, asked by `tense._tense_group`).
A pronoun and a verb of saying right after a date that end its part with no hedge ("roads
should be clear by thursday they said") only tell who said it: the clause before places
the date (`attributed`, asked by `tense._tense_group`).
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import SENTENCE_STOPS, bounds, emoji
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

_GUESSES = _words("maybe probably prob possibly likely hopefully")
#: Hedges that may stand between a verb of saying and the date it reports ("said maybe jan",
#: "said delivery earliest the 28th").
_HEDGES = _GUESSES | {"earliest"}
_SAYING = _words("said says say reckon reckons reckoned think thinks thought reckoning")
#: Words between the hedge and the mention ("maybe by", "probably on", "hopefully around").
_LINKS = _words("by on in for around at the")


def guessed_then_said(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) follows a hedge (with at most two linking words
    between), with no past verb before it in its part, and is followed by a pronoun and a verb
    of saying that end the sentence or part."""
    k = i - 1
    while k >= 0 and i - k <= 3 and tokens[k][1].lower() in _LINKS:
        k -= 1
    if k < 0 or tokens[k][1].lower() not in _GUESSES:
        return False
    lo, _ = bounds(tokens, i, j, SENTENCE_STOPS | {","})
    if any(tokens[m][2] in ("VBD", "VBN") for m in range(lo, k)):
        return False  # "it was maybe monday they said": a guess at a day behind
    if j + 1 >= len(tokens) or tokens[j][2] != "PRP" or tokens[j + 1][1].lower() not in _SAYING:
        return False
    return _ends_part(tokens, j + 2)


def said_hedged(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i follows, in the same part and with no verb between, a
    verb of saying and a hedge ("they said maybe jan", "the movers said delivery earliest
    the 28th"): a guess at a date ahead; not where a noun and "from" stand between the hedge
    and the date ("the doc said probably a virus from the weekend", "said prob damage from
    the pothole on friday": where a cause came from, the past). The caller rules out a
    sentence that goes on in the past ("he thought probably monday but it was sunday")."""
    hedged = noun = origin = False
    for k in range(i - 1, max(i - 7, -1), -1):
        word, tag = tokens[k][1].lower(), tokens[k][2]
        if word in _SAYING:
            return hedged and not (noun and origin)
        if word in _HEDGES:
            hedged = True
        elif tag.startswith(("VB", "MD")) or word in SENTENCE_STOPS | {","} or emoji(word):
            return False
        elif not hedged:
            noun, origin = noun or tag.startswith("NN"), origin or word == "from"
    return False


def said_instead(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) follows a verb of saying right before it and is
    followed by "instead" that ends the sentence or part ("they said thurs instead")."""
    before = tokens[i - 1][1].lower() if i > 0 else ""
    if before not in _SAYING or j >= len(tokens) or tokens[j][1].lower() != "instead":
        return False
    return _ends_part(tokens, j + 1)


def _ends_part(tokens: Sequence[Token], end: int) -> bool:
    """Whether the sentence or its part ends at token `end`: the last token, a stop, a comma or
    an emoji."""
    return end == len(tokens) or tokens[end][1] in SENTENCE_STOPS | {","} or emoji(tokens[end][1])


def guessed(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) is a date guessed or put forward in speech."""
    return guessed_then_said(tokens, i, j) or said_instead(tokens, i, j)


def attributed(tokens: Sequence[Token], verbs: list[int], v: int, i: int, j: int) -> int:
    """The verb that places the mention at tokens [i, j): not a pronoun's verb of saying right
    after it that ends its part, which tells who said the clause ("roads should be clear by
    thursday they said"), but the nearest verb of the clause before the mention; `verbs`: the
    clause's verbs, `v`: the one chosen."""
    if v != j + 1 or tokens[j][2] != "PRP" or tokens[v][1].lower() not in _SAYING:
        return v
    before = [k for k in verbs if k < i]
    return before[-1] if before and _ends_part(tokens, v + 1) else v
