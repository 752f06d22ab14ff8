"""A service named by its clock time that a past verb of booking put someone on ("rebooked on the
02:40 wed", "they moved us onto the 9:30 friday", "switched to the 6:10 tuesday"): "the" and a
clock time name the departure booked, so its day is the plan's, the coming one
(tests/data/timeexpr.md, "a recurring mention": planned, the next one), not the day the booking
was made ("I reserved the cabin in October": a bare date after "in"/"on"). Not a sentence that
goes on to tell it as past ("booked on the 7:15 friday but it was cancelled") or judges it
("rebooked us on the 02:40 wed, worst night ever", "we booked on the 7:15 friday, super smooth
journey": a superlative, "ever", or an adjective of the trip), nor one who got on a service
("got on the 21:50 in the end": boarded, over). `tense.tense_at` asks `booked_service`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.tensegroup import PLANNING
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Past verbs that put someone on a service or move them to another, with "booked" and the
#: other verbs of planning (`PLANNING`); not "got" ("got on the 21:50 in the end": boarded).
_PUTTING = PLANNING | _words("rebooked moved switched transferred bumped put")
#: Words before "the" and the service's clock time.
_ONTO = _words("on onto to for")
#: Nouns of the trip that an adjective before them judges ("smooth journey").
_TRIPS = _words("journey trip night flight ride crossing drive")
#: A clock time with its minutes ("02:40", "7.15").
_CLOCK = re.compile(r"^\d{1,2}[:.]\d\d$")


def booked_service(tokens: Sequence[Token], group: list[int], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) opens with a clock time after "on the" (or
    "onto", "to", "for") right after the past verb group, a verb of booking or moving, and
    nothing after it in its sentence tells it as past."""
    if not group or i < 2 or not _CLOCK.match(tokens[i][1]):
        return False
    if tokens[i - 1][1].lower() != "the" or tokens[i - 2][1].lower() not in _ONTO:
        return False
    verb = group[-1]
    if tokens[verb][1].lower() not in _PUTTING or tokens[verb][2] not in ("VBD", "VBN"):
        return False
    if not verb < i - 2 <= verb + 2:  # "rebooked on the", "booked us on the"
        return False
    _, s_hi = bounds(tokens, i, j)
    return not any(tokens[k][2] == "VBD" or _judged(tokens, k) for k in range(j, s_hi))


def _judged(tokens: Sequence[Token], k: int) -> bool:
    """Whether token k judges a trip taken: a superlative ("worst"), "ever", or an adjective
    before a noun of the trip ("smooth journey")."""
    word, tag = tokens[k][1].lower(), tokens[k][2]
    if tag == "JJS" or word == "ever":
        return True
    return tag == "JJ" and k + 1 < len(tokens) and tokens[k + 1][1].lower() in _TRIPS
