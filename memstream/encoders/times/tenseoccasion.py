"""Two sentence shapes that name an occasion with a weekday and no verb to read its tense by
(tests/data/timeexpr.md: a recurring mention told as past is the latest one, planned the
next one):

- a state that goes on "still" from an occasion on a day ("ears still ringing from the gig
  on thursday", "legs still aching from the hike on sunday", "still sore from the fall at
  the rink on friday", "arms still dead from monday's session"): the occasion is over, the
  past, whatever the tense of the state; what one is "back from" on a day may be ahead ("back
  from the conference on thursday"), so only "still" says it;
- an announcement with no verb at all, an occasion, its place, a weekday and a time of day
  ("quiz night at the red lion on saturday at 7pm 🍻"): a notice of what is coming, the next
  one, not the nearest, which may lie behind; not with a word of how it went ("great night
  at the red lion on saturday at 7pm") or of the past ("yesterday", "last"); with no place,
  a bare line ("electrician thursday at 3") is `tenseverbless`'s, the coming day too.

`tense.tense_at` asks both.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

_DETERMINERS = _words("the my our that this his her their")
_AT = _words("at in")
#: Tags of a present verb ("leaves", "go").
_PRESENT = frozenset({"VBZ", "VBP"})
_WEEKDAYS = frozenset(WEEKDAY_NUMBERS)
#: Words of how an occasion went or of its being over: a report, no notice.
_REPORT = _words(
    "fun good great nice lovely busy quiet wild mad amazing awesome epic brilliant best "
    "class ace cracking top yesterday ago last recap highlights thanks thank"
)


def still_from(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token `i` ("on thursday") follows "from" and an occasion with
    a determiner ("from the gig", "from the hit at the game"), or owns the occasion right
    after "from" ("from tuesday's class"), after "still" and a state, no present verb, in
    the words before "from"."""
    k = i - 1
    while k >= 0 and i - k <= 3 and tokens[k][2].startswith(("NN", "JJ")):
        k -= 1
    # "from tuesday's class": the day owns the occasion, as a determiner heads it
    owned = k == i - 1 and i + 1 < len(tokens) and tokens[i + 1][2] == "POS"
    k = i if owned else k
    if k == i - 1 or k < 1 or not (owned or tokens[k][1].lower() in _DETERMINERS):
        return False
    if tokens[k - 1][1].lower() in _AT and k >= 4:
        return still_from(tokens, k - 1)  # "from the hit at the game on saturday"
    if tokens[k - 1][1].lower() != "from":
        return False
    still = [b for b in range(max(0, k - 4), k - 2) if tokens[b][1].lower() == "still"]
    # a state between "still" and "from" ("still sore from"); not a present verb of a
    # schedule ("the bus still leaves from the stop on sunday") nor none ("is the pickup
    # still from the car park on friday?")
    return bool(still) and not any(tokens[b][2] in _PRESENT for b in range(still[-1], k - 1))


def announced(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j), a weekday and a time of day, sits in a
    sentence with no verb (an emoji ends one, as chat writes it) that starts with the
    occasion's noun and has no word of a report in it."""
    if not any(tokens[k][1].lower().rstrip(".") in _WEEKDAYS for k in range(i, j)):
        return False
    lo, hi = bounds(tokens, i, j)
    part = [tokens[k] for k in range(lo, hi) if not i <= k < j]
    if lo == i or not tokens[lo][2].startswith("NN") or "," in (w for _, w, _ in part):
        return False
    if not any(_place(tokens, k) for k in range(lo + 1, i - 1)):
        return False  # "electrician thursday at 3": no place, `tenseverbless`'s
    return not any(t.startswith(("VB", "MD")) or w.lower() in _REPORT for _, w, t in part)


def _place(tokens: Sequence[Token], k: int) -> bool:
    """Whether token k starts the occasion's place: "at"/"in" and a determiner ("at the red
    lion", "in the church hall")."""
    return tokens[k][1].lower() in _AT and tokens[k + 1][1].lower() in _DETERMINERS
