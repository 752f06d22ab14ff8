"""What a past verb of announcing a measure made known, starting "from" a time ("union just
announced a walkout from 6am tuesday", "the council declared a hosepipe ban from monday"): the
measure runs from that time on, a plan's start, the coming one (tests/data/timeexpr.md, "a
recurring mention": planned, the next one; "from X" is X), not the day of the announcing.

Verbs that bring in a rule or measure (announced, declared, introduced, imposed, notified)
or that also post records or call people (posted, published, issued, called), each only with
a measure that runs (a strike, a ban, a closure, a timetable...) or a "new" thing that is no
record: "posted pics from saturday", "announced the results from tuesday", "declared the
winner from saturday", "introduced me to a guy from tuesday" and "called a friend from
thursday's class" are records or people of a day gone. Not a day with
an owner's "'s" ("from monday's meeting", an event gone); not a sentence that goes on to tell
it as past ("announced a strike from monday, it lasted 3 days"), nor a next one that starts
with a pronoun and a past verb ("... from tuesday. it was a disaster"), nor one that says it
still runs ("..., it's still on"); nor a date of the announcing itself ("announced it on
tuesday"). `tense.tense_at` asks `announced_from`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.tensedated import TAKEN
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Past verbs of bringing in a coming rule or measure.
_ANNOUNCING = _words("announced declared introduced imposed notified")
#: Past verbs that also post records or call people.
_POSTING = _words("posted published issued called")
#: Measures that run from a time on, the thing a verb of `_POSTING` made known.
_MEASURES = _words(
    "strike strikes walkout walkouts ban bans freeze closure closures shutdown lockdown "
    "curfew change changes emergency restrictions rules policy cap cuts rise increase hike "
    "embargo moratorium halt timetable schedule hours roadworks sale prices fares"
)
#: The most words of the object between the verb and "from".
_OBJECT_WORDS = 8
#: Pronouns that open a next sentence about the measure.
_PRONOUNS = _words("it that which they this")


def announced_from(tokens: Sequence[Token], group: list[int], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) follows "from" (or holds it) after a measure
    that a past verb of announcing brought in, and nothing after it tells it as past."""
    verb = tokens[group[-1]][1].lower() if group else ""
    if verb not in _ANNOUNCING and verb not in _POSTING:
        return False
    k = i if tokens[i][1].lower() == "from" else i - 1
    if k < 0 or tokens[k][1].lower() != "from" or tokens[group[-1]][2] not in ("VBD", "VBN"):
        return False
    between = range(group[-1] + 1, k)
    if not 1 <= len(between) <= _OBJECT_WORDS:
        return False
    if any(tokens[n][2].startswith(("VB", "MD")) or tokens[n][1] in ",.;:" for n in between):
        return False
    if not any(tokens[n][2].startswith("NN") for n in between):
        return False  # "announced from tuesday": no thing announced
    if not _measure(tokens, between):
        return False  # "posted pics from saturday", "announced the results from tuesday"
    if j < len(tokens) and tokens[j][1].lower() in ("'s", "’s"):
        return False  # "from monday's meeting": an event gone
    return not _told_past(tokens, i, j)


def _measure(tokens: Sequence[Token], between: range) -> bool:
    """Whether the object at `between` holds a measure, or "new" and no record."""
    words = {tokens[n][1].lower() for n in between}
    return bool(words & _MEASURES) or ("new" in words and not words & TAKEN)


def _told_past(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the rest of the mention's sentence has a past verb or "still", or the next
    sentence opens with a pronoun and a past verb ("it was a disaster", "it got scrapped")."""
    _, s_hi = bounds(tokens, i, j)
    rest = range(j, s_hi)
    if any(tokens[n][2] == "VBD" or tokens[n][1].lower() == "still" for n in rest):
        return True
    n = s_hi + 1
    return (
        n + 1 < len(tokens)
        and tokens[n][1].lower() in _PRONOUNS
        and tokens[n + 1][2] in ("VBD", "VBN")
    )
