"""The tense of a date after a past participle that no finite verb carries ("visit booked
for thurs", "pickup arranged for the 14th", "tickets sorted for sat"): the passive of a
plan with its helper dropped, "the visit is booked for thursday", so the plan's date, ahead
(tests/data/timeexpr.md: a recurring mention planned is the next one, "we booked a cabin for
the first week of April"). Only a participle of planning right before the date or before
"for"/"to" and the date, or before "on" and it ("flight booked on the 30th, see u then!!":
the plan's day); with a participle of an act over once done, a date after "on" is the day
it was done ("form signed on the 2nd": the nearest); not one whose sentence
goes on in the past ("room booked for the 5th and it was awful", "table reserved for friday,
was lovely": the stay or the meal told as over). A participle placed in
the past by a time of its own ("last year we forgot and a pipe cracked in january") is the
past (`tenseplan.behind`); any other, a state, the nearest. `tense._tense_group` asks
`participle_tense` for a group with no finite verb.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensegroup import PLANNING
from memstream.encoders.times.tenseplan import behind
from memstream.encoders.times.tensetokens import SENTENCE_ENDS as _STOPS
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timerules import Tense

#: Words that may stand between the plan's participle and its date ("booked in for", "set
#: for the", "moved to").
_BETWEEN = frozenset({"for", "to", "in", "the"})
#: Participles of a plan as `tensegroup` knows them, with "sorted" ("van sorted for the 20th").
_PLANS = PLANNING | {"sorted"}
#: Participles of an act that is over once done, whose date after "on" is the day it was done
#: ("contract signed on the 1st"); not one of a plan made ("booked", "scheduled", "arranged",
#: "set", "confirmed"), whose date after "on" is the plan's ("op scheduled on the 28th").
_DONE = frozenset(
    {"signed", "countersigned", "witnessed", "stamped", "posted", "sent", "paid", "filed"}
    | {"submitted", "returned", "delivered", "received", "completed", "finished", "done"}
)


def participle_tense(tokens: Sequence[Token], lo: int, i: int, group: list[int]) -> Tense:
    """The tense of the mention at token i after the participle group `group`, with no finite
    verb, in a sentence from token `lo`."""
    if behind(tokens, lo, i, group):
        return Tense.PAST
    if _plan_for(tokens, group, i) and not _told_past_after(tokens, i):
        return Tense.FUTURE
    return Tense.NEAREST


#: Past forms of being that tell the plan as over ("it was awful").
_WAS = frozenset({"was", "were"})
#: Tokens that end a sentence.


def _told_past_after(tokens: Sequence[Token], i: int) -> bool:
    """Whether its sentence goes on after token i with a judgement in the past or a miss:
    "was"/"were" and an adjective ("room booked for the 5th and it was awful", "was so
    lovely") or "never" and a past verb ("but it never showed"); not a verb that goes on
    with the plan ("flights booked for july, paid £340 each", "was told to bring id")."""
    for k in range(i + 1, len(tokens) - 1):
        if tokens[k][1] in _STOPS:
            return False
        word = tokens[k][1].lower()
        if word == "never" and tokens[k + 1][2] == "VBD":
            return True
        if word in _WAS:
            after = k + 2 if tokens[k + 1][2].startswith("RB") else k + 1
            if after < len(tokens) and tokens[after][2].startswith("JJ"):
                return True
    return False


def _plan_for(tokens: Sequence[Token], group: list[int], i: int) -> bool:
    """Whether a participle of planning in `group` brings the date at token i: right before
    it ("booked thurs") or before "for"/"to" and it ("booked for thurs", "booked in for the
    2nd"); not "booked on monday", "arranged in march", nor a participle of an act that is
    over once done before "on" and the date ("form signed on the 2nd": the day it was signed);
    a plan made "on" a day is the plan's ("flight booked on the 30th, see u then!!")."""
    if tokens[i][1].lower() == "on" and any(tokens[k][1].lower() in _DONE for k in group):
        return False
    for k in group:
        if k >= i or tokens[k][2] != "VBN" or tokens[k][1].lower() not in _PLANS:
            continue
        between = [t[1].lower() for t in tokens[k + 1 : i]]
        if set(between) <= _BETWEEN and (not between or {"for", "to"} & set(between)):
            return True
    return False
