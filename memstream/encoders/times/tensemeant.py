"""A clock time with no day that something is or was meant (supposed) to happen at, beside
`tensecopula.fell_through` ("was meant to be at work for 8", said at 06:20: the nearest such
time, ahead or behind; tests/data/timeexpr.md: with no day, the nearest reading in the
sentence's tense):

- told in the present, or with its copula left out after a noun and the sentence going on in
  the present ("im meant to finish at 7:30", said at 03:21; "relief crew meant to arrive at 6
  but the roads are closed", said at 15:13): the plan, still open, the nearest such time
  (07:30 that morning, 18:00 that evening), not a past one the tagger's "meant" tells; not a
  person's own intention ("i meant to call at 5", "mum meant to call at 2 but forgot": the
  past);
- told as past and overtaken in its sentence by what happened instead, a clause in the simple
  past with a clock time of its own a few hours later on the dial ("lorry was meant to tip at
  10 and rocked up at 11:50", "list was meant to finish at 5 and we closed at 10:40pm", said
  after midnight or just before it): the time went by, the past, not the nearest reading on
  the day ahead; and the clock time of that clause is its own past verb's, not the plan's
  (`resumed`). Not one earlier than the plan's, or a quarter of a day or more after it: a
  notice before the plan ("the delivery was supposed to come at 2 and they rang at 9 to say
  its late", said at 09:55: 14:00, still ahead).

`tense.tense_at` asks `meant_open`, `overtaken` and `resumed`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensecopula import expected_at as _expected_at
from memstream.encoders.times.tensesupposed import PRESENT_BEFORE as _PRESENT_BE
from memstream.encoders.times.tensetokens import CLAUSE_MARKS as _STOPS
from memstream.encoders.times.tensetokens import Token

_EXPECTED = frozenset({"meant", "supposed"})
#: A clock time in a token ("8", "11:50", "10:40pm"): hour, minutes, half of the day.
_CLOCK = re.compile(r"(\d{1,2})(?:[:.](\d{2}))?(am|pm|a\.m\.|p\.m\.)?")
_HALVES = frozenset({"am", "pm", "a.m.", "p.m."})
#: How much later on the dial, in minutes, what happened instead may come than the plan and
#: still be the plan's late happening ("meant to tip at 10 and rocked up at 11:50", "meant
#: to finish at 5 and we closed at 10:40pm"); later by a quarter of a day or more, or earlier,
#: it is a notice before the plan ("meant to come at 2 and they rang at 9 to say its late",
#: "meant to arrive at 12 and i got an email at 8", said at 09:55), which stays ahead.
_LATE_BY_MOST = 6 * 60
#: Words before a participle of the plan itself, no clause of its own ("to be delivered").
_AUXILIARIES = frozenset(
    {"be", "been", "being", "was", "were", "is", "are", "get", "got", "to", "have", "has", "had"}
    | {"'s", "’s", "'ve", "’ve", "'d", "’d"}
)


def _nearest_before(tokens: Sequence[Token], i: int) -> tuple[bool, int] | None:
    """What comes first going back from token `i` in its part of the sentence: (True, k) for
    the "meant"/"supposed" of "meant to" at k, (False, k) for a clause of its own told in the
    past at k ("and rocked up"); None if a clause mark or the sentence's start comes first."""
    for k in range(i - 1, 0, -1):
        if tokens[k][1] in _STOPS:
            return None
        if _expected_at(tokens, k):
            return True, k
        if _past_clause(tokens, k):
            return False, k
    return None


def _expected_before(tokens: Sequence[Token], i: int) -> int | None:
    """Where "meant"/"supposed" of "meant to" comes before token `i` in its part of the
    sentence, with no clause of its own told in the past between (`resumed`); None if not."""
    hit = _nearest_before(tokens, i)
    return hit[1] if hit is not None and hit[0] else None


def _past_clause(tokens: Sequence[Token], k: int) -> bool:
    """Whether token `k` is a verb in the past of a clause of its own ("and rocked up", "we
    closed", "finally pulled out"), not the plan's passive or perfect ("to be delivered",
    "has gone")."""
    return (
        tokens[k][2] in ("VBD", "VBN")
        and tokens[k][1].lower() not in _EXPECTED
        and tokens[k - 1][1].lower() not in _AUXILIARIES
    )


def meant_open(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the clock time at tokens [i, j) is what something is meant or supposed to
    happen at, told in the present ("im meant to finish at 7:30") or after a noun with no
    copula with the sentence going on in the present ("relief crew meant to arrive at 6 but
    roads are closed"); not an intention that lapsed ("mum meant to call at 2 but forgot",
    where the tagger may take "forgot" for a noun: the past)."""
    k = _expected_before(tokens, i)
    if k is None or k == 0:
        return False
    before = tokens[k - 1]
    if before[1].lower() in _PRESENT_BE:
        return True
    return before[2] in ("NN", "NNS") and _goes_on_now(tokens, j)


def _goes_on_now(tokens: Sequence[Token], j: int) -> bool:
    """Whether the sentence after token `j` goes on with a verb in the present ("but roads are
    closed", "but he's stuck") and none in the simple past ("and never turned up")."""
    now = False
    for k in range(j, len(tokens)):
        if tokens[k][1] in (".", "!", "?"):
            break
        if _past_clause(tokens, k):
            return False
        now = now or tokens[k][2] in ("VBZ", "VBP")
    return now


def _minutes(tokens: Sequence[Token], k: int) -> tuple[int, bool] | None:
    """The clock time of token `k` (or with an "am"/"pm" token after it) as minutes on the
    dial, and whether it names its half of the day; None if it is no clock time."""
    hit = _CLOCK.fullmatch(tokens[k][1].lower()) if k < len(tokens) else None
    if hit is None or int(hit[1]) > 12:
        return None
    half = hit[3] or (tokens[k + 1][1].lower() if k + 1 < len(tokens) else "")
    minutes = int(hit[1]) % 12 * 60 + int(hit[2] or 0)
    if half not in _HALVES:
        return minutes, False
    return minutes + (720 if half.startswith("p") else 0), True


def _late(plan: tuple[int, bool], then: tuple[int, bool]) -> bool:
    """Whether the clock time `then` comes after `plan` by less than `_LATE_BY_MOST` on the
    dial (the 24-hour one when both name their half of the day)."""
    dial = 1440 if plan[1] and then[1] else 720
    return 0 < (then[0] - plan[0]) % dial < _LATE_BY_MOST


def overtaken(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the sentence after the mention at tokens [i, j) goes on with a clause in the
    simple past that has a clock time of its own, a little later than the plan's ("... at
    10 and rocked up at 11:50"; not "... at 2 and they rang at 9 to say its late")."""
    plan = next((m for k in range(i, j) if (m := _minutes(tokens, k)) is not None), None)
    past = False
    for k in range(j, len(tokens) - 1):
        word = tokens[k][1].lower()
        if word in (".", "!", "?"):
            return False
        past = past or _past_clause(tokens, k)
        if past and word in ("at", "by") and tokens[k + 1][1][:1].isdigit():
            then = _minutes(tokens, k + 1)
            return plan is not None and then is not None and _late(plan, then)
    return False


def resumed(tokens: Sequence[Token], i: int) -> bool:
    """Whether a clause of its own told in the past ("and rocked up") comes between the clock
    time at token `i` and the "meant to" before it in its part of the sentence."""
    hit = _nearest_before(tokens, i)
    return hit is not None and not hit[0]
