"""Slots: the weekday one was booked into, asked for, offered or ticked off
(tests/data/timeexpr.md, the tense of a recurring mention).
- "in" right before a weekday, after a verb of booking (maybe with its object, "booked it
  in"), is that verb's particle, no preposition of a day, which no weekday takes ("booked
  in friday at 7:30", "got pencilled in thurs", as "booked in for friday"): the plan's
  day, ahead; not "booked it in may", the act's month, nor another verb's "in" ("signed in
  tuesday but the system crashed", "flew in friday"): the act's day;
- chat's question "got any ...?" with its "have you" dropped ("got anything thurs or fri?",
  "you got any slots on sat?"): "have got", the present, a slot asked for, ahead, where
  what it asks for is time or room ("got any time sat?", "got anything free tues?",
  "got something sorted for sat?"); not a thing got from a day ("got any photos from
  sat?"), nor on it ("got any sleep sat?", "got anything nice for your bday sat?");
- a slot that was left, free or offered, told with "was" ("only slot left was sun 7-8am",
  "the earliest appointment available was thurs"): what one can still have, ahead; not one
  the rest of the sentence reports as past ("... was sun, and they came at 7:40");
- an item ticked off, its day right before a check mark, with no verb of planning since the
  item before ("wax on tues ✅ nails on wed ✅"): done, the past; not a plan confirmed
  ("ferry booked for sat ✅", "booked the ride for mum, sat the 20th ✅"), an item with a
  verb not past ("will drop it off fri ✅", "see u sat ✅"), a day something is moved to or
  due by ("moved to thurs ✅", "renew it by fri ✅"), nor one a request follows ("dinner at
  ours sat 7pm ✅ bring wine"). An item starts after the tick before, or a heading's ":".
`tense._tense_group` asks `particle_in`, `tense.tense_at` the others.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensegroup import PLANNING
from memstream.encoders.times.tensetokens import SENTENCE_ENDS as _STOPS
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timevocab import BECAUSE_WORDS, WEEKDAY_NUMBERS

#: A tagged word: (character offset, word, Penn Treebank tag).

_WEEKDAYS = frozenset(WEEKDAY_NUMBERS)
#: Verbs whose "in" before a weekday is their particle ("booked in friday").
_BOOKING = frozenset(
    {"booked", "book", "booking", "pencilled", "penciled", "pencil", "slotted", "slot"}
    | {"fitted", "fit", "squeezed", "squeeze", "put", "scheduled"}
)
#: Objects between such a verb and its "in" ("booked it in thursday").
_OBJECT = frozenset({"it", "her", "him", "them", "us", "me", "you", "u"})
#: What "got any ..." asks for where it is a slot ("got any time", "got any slots").
_ROOM = frozenset(
    {"time", "room", "space", "spaces", "slot", "slots", "spot", "spots", "availability"}
    | {"openings", "appointments", "appts", "seats", "tables", "free", "spare"}
)
#: What may follow "got anything" asking for a slot ("got anything free", "... on sat").
_OPEN = frozenset({"on", "free", "open", "available", "spare", "planned", "sorted", "booked"})
#: Tags of a verb not past: an item still to do ("see u sat ✅", "will drop it off fri ✅").
_NOT_PAST = frozenset({"MD", "VB", "VBP", "VBZ", "VBG"})
#: Words right before a day it is moved to or due by ("moved to thurs ✅", "by fri ✅").
_DUE = frozenset({"to", "by", "for", "till", "until", "before"})

#: What "got" asks for in a question of a slot ("got anything", "got any time", "got room").
_ASKED = frozenset(
    {"any", "anything", "anyone", "anybody", "something", "some", "time", "room", "space"}
    | {"availability", "openings", "slots", "spaces"}
)
#: The subject of such a question, or none ("you got any ...", "u got any ...").
_ASKER = frozenset({"you", "u", "ya", "y'all"})
#: Nouns of a slot one may book.
_SLOTS = frozenset(
    {"slot", "slots", "appointment", "appointments", "appt", "appts", "opening", "openings"}
    | {"spot", "spots", "space", "spaces", "booking", "bookings", "table", "tables"}
)
#: Words that tell such a slot is still to be had ("left", "free", "earliest"); not "only",
#: "last" or "first" alone ("my last appointment was monday": one had).
_AVAILABLE = frozenset(
    {"left", "free", "available", "open", "remaining", "offered", "going", "earliest", "soonest"}
)
_BE_PAST = frozenset({"was", "were"})
_PART_ENDS = frozenset({",", ".", "!", "?", ";", ":", "and", "but", "so", *BECAUSE_WORDS})
#: Check marks that tick an item off.
_TICKS = frozenset({"✅", "✔", "✔️", "☑", "☑️", "✓"})


def particle_in(tokens: Sequence[Token], i: int, before: str) -> str:
    """`before`, the word introducing the mention that starts at token `i`, read as "for"
    where it is "in" right before a weekday: a verb's particle ("booked in friday")."""
    day = tokens[i][1].lower().rstrip(".") in _WEEKDAYS
    if before != "in" or i < 2 or tokens[i - 1][1].lower() != "in" or not day:
        return before
    verb = tokens[i - 2][1].lower()
    if verb in _OBJECT and i > 2:
        verb = tokens[i - 3][1].lower()  # "booked it in thursday"
    return "for" if verb in _BOOKING else before


def _part_start(tokens: Sequence[Token], i: int) -> int:
    """The first token of the part of the sentence that token `i` is in."""
    k = i
    while k > 0 and tokens[k - 1][1].lower() not in _PART_ENDS:
        k -= 1
    return k


def asked_slot(tokens: Sequence[Token], group: list[int], i: int, j: int) -> bool:
    """Whether the verb group is a question's "got" with no subject or "you", asking for a
    slot ("got anything thurs or fri?"), the mention at tokens [i, j) its day."""
    if len(group) != 1 or tokens[group[0]][1].lower() != "got" or group[0] > i:
        return False
    v = group[0]
    lead = [t[1].lower() for t in tokens[_part_start(tokens, v) : v]]
    if lead and lead != ["you"] and not set(lead) <= _ASKER:
        return False
    if v + 1 >= i or tokens[v + 1][1].lower() not in _ASKED:
        return False
    asked, then = tokens[v + 1][1].lower(), tokens[v + 2][1].lower()
    if asked in {"any", "some"} and then not in _ROOM:
        return False  # "got any sleep sat?": a thing got on the day
    some = asked.startswith(("any", "some")) and asked not in {"any", "some"}
    if some and v + 2 != i and then not in _OPEN:
        return False  # "got anything nice for your bday sat?"
    if any(tokens[k][1].lower() == "from" for k in range(v, i)):
        return False  # "got any photos from sat?": what the day left
    for k in range(j, len(tokens)):
        word = tokens[k][1]
        if word == "?":
            return True
        if word in (".", "!", "\n"):
            return False
    return False


def offered_slot(tokens: Sequence[Token], group: list[int], i: int) -> bool:
    """Whether the verb group ends with the "was" of a slot left or offered ("only slot left
    was sun 7-8am", "left" in the group), the mention right after it, and nothing after
    reports it as past."""
    v = group[-1]
    if tokens[v][1].lower() not in _BE_PAST or v != i - 1 or len(group) > 2:
        return False
    subject = [t[1].lower() for t in tokens[_part_start(tokens, group[0]) : v]]
    if not _SLOTS & set(subject) or not _AVAILABLE & set(subject):
        return False
    for k in range(i, len(tokens)):
        if tokens[k][1] in (".", "!", "?", "\n"):
            break
        if tokens[k][2] == "VBD":
            return False  # "... was sun, and they came at 7:40": told as past
    return True


def _not_past(tokens: Sequence[Token], m: int, k: int) -> bool:
    """Whether token `m` of the item starting at token `k` is a verb not past; an item's
    first "-ing" word is its noun ("shopping on tues ✅"), unless "to" follows ("going to
    the vet fri ✅")."""
    if tokens[m][2] == "VBG" and m == k:
        return m + 1 < len(tokens) and tokens[m + 1][1].lower() == "to"
    return tokens[m][2] in _NOT_PAST


def ticked(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) is the day of an item ticked off right after it,
    with no verb of planning since the item before or the sentence's start ("wax on tues
    ✅"): done; not "booked the ride for her birthday, sat the 20th ✅", a plan confirmed."""
    if j >= len(tokens) or tokens[j][1] not in _TICKS:
        return False
    k = i
    while k > 0 and tokens[k - 1][1] not in _TICKS | _STOPS | {":"}:
        k -= 1  # back to the item before, or the sentence's start: "booked ..., sat ✅"
    if any(tokens[m][1].lower() in PLANNING or _not_past(tokens, m, k) for m in range(k, i)):
        return False  # "booked ..., sat ✅", "see u sat ✅": a plan confirmed
    if i > 0 and tokens[i - 1][1].lower() in _DUE:
        return False  # "moved to thurs ✅", "renew passport by fri ✅"
    return not (j + 1 < len(tokens) and tokens[j + 1][2] in {"VB", "VBP"})  # "✅ bring wine"
