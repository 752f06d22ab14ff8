"""A mention after "from" that dates something ("still recovering from Thanksgiving", "the
pics from saturday", "my power bill from may"): told as past (tests/data/timeexpr.md: what
one is recovering from or has the photos from happened). A thing's date stays past whatever
the verb of the thing ("my bill from may won't count", "the stuff from may can wait"); an
aftermath's turns ahead where the verb group looks ahead ("I'll be exhausted from
Thanksgiving"). A mention that holds its own "from" counts ("the pics from may"), not a
range ("your booking from feb 14 to feb 16"). So does a record made at a moment that a
copula places "from" the day ("photos are from tuesday's delivery", "the footage is from
sunday"): where it was taken, whatever the copula's tense; not a thing that runs from a day
on ("the new hours are from monday": when they start).

`tense.tense_at` asks `dated_from` and `numbered_from`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensechange import change_from
from memstream.encoders.times.tenseclues import dated_thing
from memstream.encoders.times.tensegroup import planned
from memstream.encoders.times.tenseoccasion import still_from
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import AFTERMATH
from memstream.encoders.times.timephrases import words as _words


def dated_from(
    tokens: Sequence[Token], i: int, j: int, group: list[int], clock_ahead: bool = False
) -> bool:
    """Whether the mention at token i follows "from" after what one is back, recovering or
    still aching from ("still recovering from Thanksgiving", "back from Easter", "legs still
    aching from the hike on sunday"), or after a thing that dates from the day ("I still
    have the receipt from jan 5", "the pics from saturday", "ticket 4411 from tuesday"):
    the past; an aftermath's unless the verb group looks ahead ("I'll be exhausted from
    Thanksgiving"), a thing's whatever its verb ("my bill from may won't count").
    `clock_ahead`: the mention is a clock time told ahead; "from" it a plan runs, its start
    ("we're running shuttles for the guests from 11"), no thing's date (`plan_from`)."""
    if clock_ahead and plan_from(tokens, i):
        return False
    b = i - 1
    if tokens[i][1].lower() == "from":  # "the pics from may": its own "from", no range
        if any(t[1].lower() in _RANGE_ENDS for t in tokens[i:j]):
            return False  # "your booking from feb 14 to feb 16": a stretch
        b = i
    while b > 0 and tokens[b][1].lower() == "the":
        b -= 1
    after_from = b > 0 and tokens[b][1].lower() == "from"
    aftermath = after_from and tokens[b - 1][1].lower() in AFTERMATH
    aftermath = aftermath or still_from(tokens, i)
    dated = after_from and dated_thing(tokens, b - 1) and not change_from(tokens, b)
    ahead = bool(group) and planned(tokens, group)
    # a thing's date stays past whatever the verb of the thing ("my bill from may won't count"),
    # not a term that runs from it, told ahead ("my lease from june is gonna cost $1400")
    dated = dated and not (ahead and _term_ahead(tokens, b - 1, group))
    return dated or (aftermath and not ahead) or (after_from and _taken_from(tokens, b, j))


#: Records made at a moment, which date from it ("photos", "the footage", "leftovers").
TAKEN = _words(
    "photo photos pic pics picture pictures footage video videos clip clips recording "
    "recordings image images scan scans leftovers minutes receipt receipts selfies "
    "screenshots vid vids reel reels cctv"
)
#: Records that also name things which run from a day ("the flu shots are from tuesday",
#: "the new notes are from monday"): records only of a day's event ("from friday's match").
_MAYBE_TAKEN = _words("shot shots note notes")
#: Copulas that place a thing "from" a day ("photos are from tuesday").
_COPULAS = _words("is are was were 's 're ’s ’re")


def _taken_from(tokens: Sequence[Token], b: int, j: int) -> bool:
    """Whether "from" at token b follows a copula whose subject is a record made at a moment
    (`TAKEN`, maybe after a determiner): "photos are from tuesday's unload"; "shots" or
    "notes" only before a day's event, the mention at [.., j) with an owner's "'s"."""
    if b < 2 or tokens[b - 1][1].lower() not in _COPULAS:
        return False
    noun = tokens[b - 2][1].lower()
    event = j < len(tokens) and tokens[j][1].lower() in ("'s", "’s")
    return noun in TAKEN or (noun in _MAYBE_TAKEN and event)


#: Things that run from a date on, by their stems: terms, rates and rules that take effect
#: then ("my lease from june", "the changes from april", "the sale from black friday").
_TERM = re.compile(
    r"^(lease|contract|tenanc|rent|sale|offer|promo|discount|deal|price|rate|tariff|fee|"
    r"chang|rule|polic|timetable|schedule|rota|hours|menu|plan|membership|subscription)[a-z]*$",
    re.I,
)


def _term_ahead(tokens: Sequence[Token], k: int, group: list[int]) -> bool:
    """Whether token k names a term that runs from its date and the verb group tells it
    ahead as it is ("will hit", "is gonna cost"), no need or denial ("can wait", "won't
    count")."""
    words = {tokens[d][1].lower() for d in group}
    told = bool(words & {"will", "'ll", "gonna", "gon", "going", "shall"})
    return bool(_TERM.match(tokens[k][1])) and told and not words & {"not", "n't", "wo"}


#: Words that end a range inside a mention ("from feb 14 to feb 16", "from 10-11").
_RANGE_ENDS = frozenset(("to", "until", "till", "til", "through", "thru", "-", "\u2013", "\u2014"))


def numbered_from(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i follows "from" (and "the") after a number ("ticket
    #448 from monday?"): a record's, whose day a question asks about, no plan proposed."""
    b = i - 1
    while b > 0 and tokens[b][1].lower() == "the":
        b -= 1
    return b > 0 and tokens[b][1].lower() == "from" and tokens[b - 1][2] == "CD"


def plan_from(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i follows "from" after those a plan is for ("for the
    guests", "for the crews"): a clock time a plan told ahead runs from ("we're running
    shuttles for the guests from 2"), not the hour a thing dates from ("the pics from 9am are
    up", "we'll reheat the pasta from 7", "answer the texts from 6": leftovers and records,
    tests/data/timeexpr.md, past)."""
    b = i - 1 if i > 0 and tokens[i - 1][1].lower() == "from" else i
    if tokens[b][1].lower() != "from":
        return False
    k = b - 1
    if k < 0 or tokens[k][2] not in ("NNS", "NN") or tokens[k][1].lower() in TAKEN | _MAYBE_TAKEN:
        return False
    k -= 1
    while k >= 0 and tokens[k][2] in ("DT", "PRP$", "JJ"):
        k -= 1
    return k >= 0 and tokens[k][1].lower() == "for"
