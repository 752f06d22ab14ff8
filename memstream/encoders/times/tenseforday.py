"""A weekday a thing is meant for: "for" and the day right after a noun that is still to
come ("the caterer still hasn't sent the menu for friday", "have you packed the cooler for
saturday", "she's sending a fixed one for monday", "i've sent a corrected one for monday")
or after a gerund of asking and a bare day ("their pa rang this morning asking for
thursday"). The day is the thing's or the request's, a plan's, so the coming one
(tests/data/timeexpr.md: a recurring mention planned is the next one), not the past of the
present perfect that has not yet prepared the thing, nor the past of the call that carried
the request, nor the nearest that a participle before the noun ("a fixed one") would give.

Narrow on purpose: a present perfect that tells the thing done ("i've done the rota for
friday", "i've uploaded the photos for saturday") is left to its tense, as a record of the
day is as likely as a thing ready for it; so is a record or result of a day, pending or not
("the vet hasn't sent the bill for monday yet", "i've paid the fine for saturday"), a
possessive day ("i've sent the minutes for monday's meeting", "asking for friday's
invoice"), a simple past that made the thing ("we had pizza for monday night", "who made
the map for mon"), "have had" ("i've had the results for monday": what came), thanks and
apologies ("thanks for friday"), a verb right before "for" ("i've paid for tuesday"), a verb
after the day ("the results for saturday have been posted": the day the verb tells), and a
sentence that goes on to tell the day as past ("..., it was chaos"). `tense.tense_at` asks
`meant_for`.

So is a heading with no verb that opens its sentence and a colon, a noun and "for" the day
("shopping list for saturday: ...", "run sheet for thurs: ..."): what follows is meant for
the day (`headed_for`); not a record of the day ("results for saturday: ...",
`DAY_RECORDS`), nor a heading whose first clause after the colon is told as past ("recap for
friday: we smashed it", "debrief for tuesday: went ok": a day gone).
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.tensetokens import (
    CLAUSE_MARKS,
    HAVE_NOW,
    NOT_WORDS,
    SENTENCE_ENDS,
    Token,
)
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timerules import Tense
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

#: Gerunds of asking for a day ("rang asking for friday").
_ASKING = _words("asking requesting begging")
#: Nouns of thanking or of being sorry for a day gone by ("thanks for friday").
THANKS = _words("thanks thank thx ty cheers sorry apologies apology")
#: Nouns that may stand for a thing after a determiner ("a fixed one for monday").
_ONE = _words("one ones")
#: Adjectives of a thing made again, which before "one" tell it is still to be used ("i've
#: sent a corrected one for monday").
_AMENDED = _words("new fixed revised updated corrected")
#: Nouns of a record or a result of a day, which look back at it whatever the verb ("i've
#: paid the fine for saturday", "the vet hasn't sent the bill for monday yet"): closed.
DAY_RECORDS = _words(
    "bill bills invoice invoices receipt receipts minutes photos pics footage recording "
    "recordings timesheet timesheets report reports review reviews fine fines score scores "
    "result results highlights note notes refund refunds deposit claim claims overtime "
    "feedback complaint complaints numbers"
)


def meant_for(tokens: Sequence[Token], group: list[int], tense: Tense, i: int, j: int) -> bool:
    """Whether the weekday at tokens [i, j), read in `tense` from the verb `group`, is the
    day a thing or a request is meant for, "for" right before it and no possessive after it:
    after a gerund of asking whatever the tense, after a noun that is no record of a day in a
    present perfect that tells it still to come, or after a participle that is the noun's
    adjective."""
    if i < 2 or tokens[i - 1][1].lower() != "for" or tense is Tense.FUTURE:
        return False
    if tokens[i][1].lower() not in WEEKDAY_NUMBERS or (j < len(tokens) and tokens[j][2] == "POS"):
        return False  # "asking for friday's invoice": the possessive's thing tells the day
    s_lo, s_hi = bounds(tokens, i, j)
    if any(tokens[k][2] == "VBD" for k in range(j, s_hi)):
        return False  # "volunteered for sunday, it was chaos": told as past
    prev, tag = tokens[i - 2][1].lower(), tokens[i - 2][2]
    if prev in _ASKING:
        return True  # "rang asking for friday": the request's day
    if prev in THANKS or prev in DAY_RECORDS or not (tag in ("NN", "NNS") or prev in _ONE):
        return False  # "i've paid the fine for saturday": a record of the day gone by
    words = [tokens[k][1].lower() for k in group]
    tags = [tokens[k][2] for k in group]
    if not group or group[-1] > i:
        return False  # "the results for saturday have been posted": the day the verb tells
    if tense is Tense.PAST:  # "hasn't sent the menu for friday", not "i've had"
        perfect = bool(HAVE_NOW & set(words)) and "VBN" in tags and "VBD" not in tags
        return perfect and "had" not in words and _pending(tokens, group, s_lo, i)
    # "a fixed one for monday": the participle is the noun's adjective, no verb of the clause
    return tags == ["VBN"] and group[0] > 0 and tokens[group[0] - 1][2] == "DT"


#: Tags of the word that opens a relative clause ("that", "which", "who").
_REL = frozenset({"WDT", "WP"})


def headed_for(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the weekday at tokens [i, j) ends a heading before a colon that opens its
    sentence with no verb, after "for" and a noun that is no record of a day, and the first
    clause after the colon has no past verb."""
    if i < 2 or j >= len(tokens) or tokens[j][1] != ":" or tokens[i - 1][1].lower() != "for":
        return False
    if tokens[i][1].lower() not in WEEKDAY_NUMBERS:
        return False
    s_lo, _ = bounds(tokens, i, j)
    noun, tag = tokens[i - 2][1].lower(), tokens[i - 2][2]
    if not tag.startswith("NN") or noun in DAY_RECORDS or noun in THANKS:
        return False
    if any(tokens[k][2].startswith(("VB", "MD")) for k in range(s_lo, i)):
        return False
    for k in range(j + 1, len(tokens)):  # the first clause after the colon
        if tokens[k][1] in CLAUSE_MARKS or tokens[k][1] in SENTENCE_ENDS or tokens[k][2] in _REL:
            break  # a relative clause's past ("6 inserts that we lost") is not the heading's
        if tokens[k][2] == "VBD":
            return False  # "recap for friday: we smashed it"
    return True


def _pending(tokens: Sequence[Token], group: list[int], s_lo: int, i: int) -> bool:
    """Whether the present perfect `group` tells the thing before "for" and the day at token
    i as still to come: not done ("still hasn't sent the menu"), asked after with "have" first
    in the sentence from `s_lo` ("have you packed the cooler"), or a thing made again ("i've
    sent a corrected one")."""
    words = {tokens[k][1].lower() for k in group}
    if words & NOT_WORDS or (group[0] == s_lo and tokens[s_lo][1].lower() in HAVE_NOW):
        return True
    amended = tokens[i - 2][1].lower() in _ONE and tokens[i - 3][1].lower() in _AMENDED
    return amended and tokens[i - 4][2] == "DT"
