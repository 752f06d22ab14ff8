"""A weekday a thing is meant for: "for" and the day right after a noun ("the caterer still
hasn't sent the menu for friday", "i've done the rota for saturday", "she's sending a fixed
one for monday", "we've printed the flyers for saturday's fair") or after a gerund of asking
("their pa rang this morning asking for thursday"). The day is the thing's or the
request's, a plan's, so the coming one (tests/data/timeexpr.md: a recurring mention planned
is the next one), not the past of the present perfect that prepared (or has not yet
prepared) the thing, nor the past of the call that carried the request, nor the nearest
that a participle before the noun ("a fixed one") would give.

Narrow on purpose: a simple past that made the thing ("we had pizza for monday night", "who
made the map for mon") is left to its tense, and so is "have had" ("i've had the results for
monday": what came), thanks and apologies ("thanks for friday"), a verb right before "for"
("i've paid for tuesday"), a verb after the day ("the results for saturday have been
posted": the day the verb tells), and a sentence that goes on to tell the day as past
("..., it was chaos"). `tense.tense_at` asks `meant_for`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timerules import Tense
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

#: Gerunds of asking for a day ("rang asking for friday").
_ASKING = _words("asking requesting begging")
#: Nouns of thanking or of being sorry for a day gone by ("thanks for friday").
_THANKS = _words("thanks thank thx ty cheers sorry apologies apology")
#: The present of "have", which with a participle makes the present perfect.
_HAVE_NOW = _words("have has 've hav")
#: Nouns that may stand for a thing after a determiner ("a fixed one for monday").
_ONE = _words("one ones")


def meant_for(tokens: Sequence[Token], group: list[int], tense: Tense, i: int, j: int) -> bool:
    """Whether the weekday at tokens [i, j), read in `tense` from the verb `group`, is the
    day a thing or a request is meant for, "for" right before it: after a gerund of asking
    whatever the tense, after a noun in the present perfect or after a participle that is
    the noun's adjective."""
    if i < 2 or tokens[i - 1][1].lower() != "for" or tense is Tense.FUTURE:
        return False
    if tokens[i][1].lower() not in WEEKDAY_NUMBERS:
        return False
    _, s_hi = bounds(tokens, i, j)
    if any(tokens[k][2] == "VBD" for k in range(j, s_hi)):
        return False  # "volunteered for sunday, it was chaos": told as past
    prev, tag = tokens[i - 2][1].lower(), tokens[i - 2][2]
    if prev in _ASKING:
        return True  # "rang asking for friday": the request's day
    if prev in _THANKS or not (tag in ("NN", "NNS") or prev in _ONE):
        return False
    words = [tokens[k][1].lower() for k in group]
    tags = [tokens[k][2] for k in group]
    if not group or group[-1] > i:
        return False  # "the results for saturday have been posted": the day the verb tells
    if tense is Tense.PAST:  # "hasn't sent the menu for friday", not "i've had"
        perfect = bool(_HAVE_NOW & set(words)) and "VBN" in tags and "VBD" not in tags
        return perfect and "had" not in words
    # "a fixed one for monday": the participle is the noun's adjective, no verb of the clause
    return tags == ["VBN"] and group[0] > 0 and tokens[group[0] - 1][2] == "DT"
