"""Two guards on a past verb of planning whose date reads ahead (`tensegroup.classify` asks
them): a date a plan was moved or stretched to with chat's "til", "thru" or "through" ("they
extended the sale thru sunday", "moved my hols til october"), and days something was approved
or granted for ("boss approved my leave for the 23rd-27th").

"til", "thru" and "through" bring the date a thing was moved to only after a verb of moving
a plan ("moved", "pushed", "extended", "postponed"; not "rearranged the whole flat thru the
weekend") and the thing, its object, and where nothing after the date tells it as past: not
a stretch kept going ("pushed thru saturday and sunday", "the trains were delayed through
monday": "thru" right after the verb), nor a verb with a particle ("we switched off our
phones thru the weekend"), nor a clock time ("we moved boxes til 2am, dead now": how long it
went on), nor a sentence that goes on in the past ("extended the trip through the 9th and
flew home on the 10th"). "to", "until" and "till" read as they did.

Approved or granted "for" a date reads ahead only where nothing in the sentence tells the
thing as done: a simple past after the date ("approved the absence for friday, she was
sick") or money paid back ("approved my expenses for january, £240 back").

A past verb of giving someone time, its object and "till"/"til"/"until" ("the insurer gave
me til the 9th to send it", "they gave us till friday"): the deadline granted, ahead, as a
date a plan was stretched to is; not where the sentence goes on in the past ("gave me till
friday and i paid on thursday").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import SENTENCE_ENDS, Token
from memstream.encoders.times.tensetokens import UNTIL_WORDS as _UNTIL

#: Chat's words for the date a thing was moved or stretched to ("thru nov 10", "til the 2nd").
THROUGH_WORDS = frozenset({"til", "thru", "through"})
#: Verbs of moving or stretching a plan, which take chat's words: not those that as often
#: handle things in place ("we rearranged the whole flat thru the weekend", "switched").
_MOVING_PLANS = frozenset(
    {"moved", "pushed", "postponed", "delayed", "rescheduled", "shifted", "bumped"}
    | {"changed", "rebooked", "extended"}
)
#: Verbs of approving or granting: their "for" a date is the days approved.
APPROVING = frozenset({"approved", "granted"})
#: Verbs of giving someone time up to a deadline ("gave me til the 9th").
_GRANTING = frozenset({"gave", "given", "granted", "allowed"})
_CLOCK = re.compile(r"^(\d{1,2}([:.]\d{2})?(am|pm|a|p)?|noon|midnight)$", re.I)
_MONEY = re.compile(r"^[£$€]\d")


def moved_through(
    tokens: Sequence[Token], group: list[int], before: str, between: list[str], told: bool
) -> bool:
    """Whether the mention after the verb `group` and the words `between` (its introducing
    word `before` last of them, "the" maybe after it) is the date a thing was moved or
    stretched to: "to", "until", "till" always; "til", "thru", "through" only after a verb
    of moving a plan and its object, with no particle after the verb, no clock time, nothing
    `told` as past."""
    if before not in THROUGH_WORDS:
        return True
    i = group[-1] + 1 + len(between)
    if told or before not in between or i >= len(tokens) or _CLOCK.match(tokens[i][1]):
        return False
    if not any(tokens[k][1].lower() in _MOVING_PLANS for k in group):
        return False
    objects = between[: between.index(before)]
    return bool(objects) and tokens[group[-1] + 1][2] != "RP"


def approved_ahead(tokens: Sequence[Token], group: list[int], told: bool) -> bool:
    """Whether a verb of approving in `group` leaves the thing it approved ahead: nothing
    `told` as past after the date, no money in the sentence after the verb ("£240 back")."""
    if told:
        return False
    for k in range(group[-1] + 1, len(tokens)):
        if tokens[k][1] in SENTENCE_ENDS:
            break
        if tokens[k][2] == "$" or _MONEY.match(tokens[k][1]):
            return False
    return True


def granted_until(words: list[str], before: str, between: list[str]) -> bool:
    """Whether the verb group's `words` give someone time up to the mention: a verb of
    granting, then its object (one to three words) and `before`, "till"/"til"/"until", right
    before the mention ("gave me til sept 9", "gave the whole team until the 3rd"); or
    "got" right before it, the present of "have" ("got til the 30th before the fees kick
    in": the time one has)."""
    if before in _UNTIL and words[-1:] == ["got"] and between == [before]:
        return True
    if before not in _UNTIL or not _GRANTING & set(words) or before not in between:
        return False
    return 1 <= between.index(before) <= 3
