"""A day's event that a thing was arranged or got ahead for ("rented a van for saturday's
move", "hired a dj for friday's party", "bought some chairs for saturday's bbq", "the agency
sent 9 new drivers for monday's training"): a past verb of arranging, acquiring or sending,
a new thing its object (an indefinite one: "a", "an", "some" or a number), then "for" and
the day's event, names the event planned, the coming one (tests/data/timeexpr.md: a
recurring mention names the occurrence the sentence talks about; planned, the next one).
Only a verb of getting ready (`_AHEAD`): a thing got, won, worn or had for an event is as
likely after it ("got a medal for saturday's race", "wore a suit for friday's interview",
"had a drink for friday's birthday": gone by), so "got 2 cakes for sunday's lunch" is left
to its tense. Not a "for" right after the verb ("i paid for saturday's dinner", "thanks for
friday's drinks": the reason, gone by), nor a known thing or a person ("thanked the team for
saturday's win", "booked the van for ..."), nor an event the words after it tell as past
("rented a van for friday's move and it broke down", "sent a card for friday's birthday
and she loved it"). "Sent" also sends responses after a day: not a record or an apology as
its object ("sent a bill for thursday's repair", "sent feedback for tuesday's session",
"sent an apology for thursday's mess"), nor for a mishap ("sent 2 techs for tuesday's
outage").
`tense.tense_at` asks `for_event`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseforday import DAY_RECORDS, THANKS
from memstream.encoders.times.tensetokens import SENTENCE_ENDS, Token
from memstream.encoders.times.timephrases import words as _words

#: Past forms of the verbs of arranging, acquiring, making or sending a thing ahead of an
#: event ("rented", "booked", "set up", "baked", "sent"); not "got", "won", "wore", "had",
#: "took", "earned".
_AHEAD = _words(
    "rented hired booked reserved ordered bought purchased borrowed packed arranged organised "
    "organized prepared set baked cooked made picked sorted lined sent"
)
#: Particles of the verbs above ("set up a gazebo", "picked up some chairs"); "set" only
#: with one.
_PARTICLES = _words("up out")
#: What opens a new thing as an object ("a van", "an extra table", "some chairs", "2 cakes").
_NEW = _words("a an some")
#: Tags of the words of the object after its determiner ("van", "extra table", "big cakes").
_OBJECT = ("NN", "JJ", "CD")
_POSSESSIVE = frozenset({"'s", "’s"})
#: Events that are mishaps, which things are sent for after them ("tuesday's outage").
_MISHAPS = _words(
    "outage outages incident incidents delay delays mess accident breakdown crash leak flood "
    "fire break-in damage error errors"
)


def for_event(tokens: Sequence[Token], group: list[int], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) names a day's event ("saturday's move") after
    "for", which follows the past verb group, a verb of arranging or acquiring (`_AHEAD`),
    and its new object."""
    if not group or tokens[group[-1]][2] not in ("VBD", "VBN") or i < 2 or j + 1 >= len(tokens):
        return False
    if tokens[group[-1]][1].lower() not in _AHEAD:
        return False
    if tokens[i - 1][1].lower() != "for" or tokens[j][1] not in _POSSESSIVE:
        return False
    if not tokens[j + 1][2].startswith(("NN", "JJ")):  # the tagger reads "fete" as one
        return False
    first, k = group[-1] + 1, i - 1
    if tokens[first][2] == "RP" and tokens[first][1].lower() in _PARTICLES:
        first += 1  # "set up a gazebo"
    elif tokens[group[-1]][1].lower() == "set":
        return False  # "set a record for saturday's race": done at it
    opens = tokens[first][1].lower() in _NEW or tokens[first][2] == "CD"
    if not (opens and 1 <= k - first - 1 <= 3):
        return False
    if not all(tokens[n][2].startswith(_OBJECT) for n in range(first + 1, k)):
        return False
    if tokens[group[-1]][1].lower() == "sent" and _response(tokens, first, k, j + 1):
        return False  # "sent a bill for thursday's repair": a response, after it
    for t in tokens[j + 1 :]:  # the words after it, to the end of its sentence
        if t[1] in SENTENCE_ENDS:
            return True
        if t[2] == "VBD":
            return False  # "rented a van for friday's move and it broke down"
    return True


def _response(tokens: Sequence[Token], first: int, k: int, event: int) -> bool:
    """Whether the object at tokens [first, k) is a record or an apology, or the event at
    token `event` a mishap: what is sent after a day ("a complaint", "feedback", "outage")."""
    words = {tokens[n][1].lower() for n in range(first, k)}
    return bool(words & (DAY_RECORDS | THANKS)) or tokens[event][1].lower() in _MISHAPS
