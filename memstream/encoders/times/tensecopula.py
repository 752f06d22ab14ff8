""" "'s" that the tagger reads as a possessive but is "is" (tests/data/timeexpr.md, the tense
of a recurring mention): a possessive comes before its noun, so "'s" right before a
preposition is the verb ("the reunion's in august", "gran's on the 14th"): the present,
which places a date ahead, as "the reunion is in august" does. Not a place named by its
owner after a preposition ("we stayed at my aunt's from the 1st", "drinks at sam's on fri"),
nor "'s" before its noun ("the reunion's date"). So is "'s" before "the", "a" or "an",
which no possessive comes before ("the deadline's the 3rd", "school emailed and the
deadline's the 3rd": a deadline told in the present, ahead), "'s" before "not" or "never"
("payday's not till the 15th", not the "came" of "..., and the bill came out on monday"),
and "'s" before a state that a
day follows right after or after "for" ("the pool's closed thurs", "the van's booked for
tuesday", "the gym's shut sunday", "my boss is
off friday" written "my boss's off friday"): no noun is owned, the state is told in the
present, ahead. So is "'s" before an "-ing" verb that a time expression follows, right
after it or after a preposition ("told the kids dad's calling at 7", "mum's flying in
sunday"): "is calling", a plan told in the present, ahead. So is "'s" before a state and
"till"/"until" and a time expression ("the lift's broken till monday", "the pool's shut
until the 9th"): a state that lasts till then, "is"; "has broken till" is no English. So is
"'s" right before a time expression that no noun follows ("first one's wednesday at 7:30",
"the party's saturday"): "is", the plan's day told in the present, ahead; not a noun owned
("sam's friday shift", "dad's 10am call"), a place ("drinks at sam's friday"), a day
before "?" nor one in a clause told in the past ("how was jen's friday? she seemed
stressed", "how was everyone's weekend?": a day someone had, asked after). So is
"'s" before "meant to" or "supposed to" ("swell's meant to peak on sat"): "is meant to",
an expectation, ahead; no noun follows. And "hopefully" right before a participle with no
verb of its own ("forms sent, hopefully sorted by monday"): a hope, what will be, as "will
hopefully be sorted" is; the tense of a verb before it ("we sent it") is not the hope's; so
is "fingers crossed for" that opens its part ("..., fingers crossed for wed"), a hope, not a
past "crossed" ("fingers crossed all of tuesday and still nothing" is).
`tenseresolve.resolve_times` asks both before reading the tense. A clock time with no day after
"was meant to" or "was supposed to" ("was meant to be at work for 8", said at 06:20) is the
plan that fell through, the nearest such time, ahead or behind (`tense.tense_at` asks
`fell_through`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from memstream.encoders.times.tensetokens import CLAUSE_MARKS as _STOPS
from memstream.encoders.times.tensetokens import UNTIL_WORDS as _UNTIL
from memstream.encoders.times.tensetokens import Token

#: A tagged word: (character offset, word, Penn Treebank tag).
#: Determiners, which no possessive comes right before ("the deadline's the 3rd").
_DETERMINERS = frozenset({"the", "a", "an"})
#: Words of denial, which no possessive comes right before ("payday's not till the 15th").
_DENIALS = frozenset({"not", "never"})
#: States told of a place or a person, and participles of one that is closed or taken
#: ("closed", "booked"); not a participle of what has happened ("the parcel's shipped
#: monday", "the flight's landed at 6": "has").
_STATES = frozenset(
    {"open", "shut", "free", "busy", "off", "away", "full"}
    | {"closed", "booked", "reserved", "cancelled", "canceled"}
)
#: An apostrophe that the tagger splits off "'til".
_APOSTROPHES = frozenset({"'", "’"})
#: Tags of the words of a noun phrase before "'s" ("the old barn", "my aunt").
_PHRASE = ("DT", "PRP$", "JJ", "NN", "NNS", "NNP", "NNPS", "CD", "POS")


def _has_done(tokens: Sequence[Token], k: int) -> bool:
    """Whether token `k` is a participle ("been", "had", "seen"): "'s not" is "has not"."""
    return k < len(tokens) and (tokens[k][1].lower() == "been" or tokens[k][2] == "VBN")


def copula(tokens: Sequence[Token], starts: Collection[int] = ()) -> list[Token]:
    """The tokens with each "'s" tagged as a possessive right before a preposition tagged
    as the verb "is" (VBZ), unless a preposition heads its noun phrase (a place); so is
    one before "meant to"/"supposed to", "not" or "never", and one before a state and a time
    expression (`starts`: the character offsets where the text's time expressions begin)."""
    out = list(tokens)
    for k, (at, word, tag) in enumerate(tokens[:-1]):
        if tag != "POS" or word not in ("'s", "’s"):
            continue
        if _state_then_day(tokens, k + 1, starts):
            out[k] = (at, word, "VBZ")  # "the pool's closed thurs": "is closed"
            if tokens[k + 1][2] == "VBD":
                out[k + 1] = (*tokens[k + 1][:2], "VBN")
            continue
        if _doing_then_time(tokens, k + 1, starts):
            out[k] = (at, word, "VBZ")  # "told the kids dad's calling at 7": "is calling"
            continue
        if _dated(tokens, k, starts):
            out[k] = (at, word, "VBZ")  # "first one's wednesday at 7:30": "is wednesday"
            continue
        if expected_at(tokens, k + 1):
            out[k] = (at, word, "VBZ")  # "swell's meant to peak on sat": "is meant to"
            continue
        if tokens[k + 1][1].lower() in _DETERMINERS or (
            tokens[k + 1][1].lower() in _DENIALS and not _has_done(tokens, k + 2)
        ):
            # "the deadline's the 3rd", "payday's not till the 15th": no noun is owned by
            # "the" or "not"; not "the car's never been the same since the crash in april"
            # ("has", a perfect told of the past)
            out[k] = (at, word, "VBZ")
            continue
        if tokens[k + 1][2] != "IN":
            continue
        if not _place(tokens, k):
            out[k] = (at, word, "VBZ")
    return out


def _place(tokens: Sequence[Token], k: int) -> bool:
    """Whether a preposition heads the noun phrase that ends with the "'s" at token k, a
    place named by its owner ("we stayed at my aunt's", "drinks at sam's")."""
    b = k - 1
    while b >= 0 and tokens[b][2] in _PHRASE:
        b -= 1
    return b >= 0 and tokens[b][2] in ("IN", "TO")


def _dated(tokens: Sequence[Token], k: int, starts: Collection[int]) -> bool:
    """Whether a time expression starts right after the "'s" at token k and no noun follows
    its words ("first one's wednesday at 7:30"; not "sam's friday shift"), the "'s" ends no
    place ("drinks at sam's friday"), no "?" follows the words and nothing in its clause is
    told in the past (`_asked_back`): "how was jen's friday?", "how was everyone's weekend?"
    ask after a day that was someone's."""
    if k + 1 >= len(tokens) or tokens[k + 1][0] not in starts or _place(tokens, k):
        return False
    n = k + 2
    while n < len(tokens) and tokens[n][2] in ("NNP", "NNPS", "CD"):
        n += 1
    if n < len(tokens) and (tokens[n][2].startswith("NN") or tokens[n][1] == "?"):
        return False
    return not _asked_back(tokens, k)


#: The words after "how" that ask after what is over ("how was", "how'd", "how did").
_HOW_PAST = frozenset({"was", "were", "did", "'d", "’d"})


def _asked_back(tokens: Sequence[Token], k: int) -> bool:
    """Whether the clause of token k has a verb in the past ("she finally replied" is its own
    clause; "jen's monday was a mess" is not) or asks "how was"/"how'd"/"how did"."""
    lo, hi = k, k
    while lo > 0 and tokens[lo - 1][1] not in _STOPS:
        lo -= 1
    while hi < len(tokens) and tokens[hi][1] not in _STOPS:
        hi += 1
    if any(t[2] == "VBD" for t in tokens[lo:hi]):
        return True
    pairs = zip(tokens[lo : hi - 1], tokens[lo + 1 : hi], strict=True)
    return any(a[1].lower() == "how" and b[1].lower() in _HOW_PAST for a, b in pairs)


def _state_then_day(tokens: Sequence[Token], k: int, starts: Collection[int]) -> bool:
    """Whether token k is a state ("closed", "shut", "off") and a time expression starts
    right after it, or after "for" ("the pool's closed thurs", "the van's booked for
    tuesday"); not another participle, which "'s" may make a perfect ("jake's moved
    tuesday": "has moved"); or any participle or adjective and "till"/"until" before the time
    expression ("the lift's broken till monday", "... 'til monday": how long the state lasts)."""
    link = tokens[k + 1][1].lower() if k + 2 < len(tokens) else ""
    n = k + 2 if link == "for" or link in _UNTIL else k + 1
    if link in _APOSTROPHES and k + 3 < len(tokens) and tokens[k + 2][1].lower() == "til":
        link, n = "til", k + 3  # "'til", which the tagger splits
    if n >= len(tokens) or tokens[n][0] not in starts:
        return False
    if link in _UNTIL and tokens[k][2] in ("VBN", "VBD", "JJ"):
        return True  # "the lift's broken till monday"
    return tokens[k][1].lower() in _STATES


def _doing_then_time(tokens: Sequence[Token], k: int, starts: Collection[int]) -> bool:
    """Whether token k is a verb's "-ing" form (VBG) and a time expression starts right
    after it, or after one preposition ("dad's calling at 7", "mum's flying sunday")."""
    if tokens[k][2] != "VBG":
        return False
    n = k + 2 if k + 2 < len(tokens) and tokens[k + 1][2] == "IN" else k + 1
    return any(p < len(tokens) and tokens[p][0] in starts for p in (k + 1, n))


def expected_at(tokens: Sequence[Token], k: int) -> bool:
    """Whether tokens k, k + 1 are "meant to" or "supposed to"."""
    return (
        k + 1 < len(tokens)
        and tokens[k][1].lower() in ("meant", "supposed")
        and tokens[k + 1][1].lower() == "to"
    )


def hoped(tokens: Sequence[Token]) -> list[Token]:
    """The tokens with "hopefully" right before a participle (VBN) tagged as a modal (MD),
    the participle's own finite word: "hopefully fixed by friday" as "will be fixed"."""
    out = list(tokens)
    for k, (at, word, _) in enumerate(tokens[:-1]):
        if word.lower() == "hopefully" and tokens[k + 1][2] == "VBN":
            out[k] = (at, word, "MD")
        if (
            word.lower() == "fingers"
            and tokens[k + 1][1].lower() == "crossed"
            and k + 2 < len(tokens)
            and tokens[k + 2][1].lower() == "for"
            and _opens(tokens, k)
        ):
            out[k + 1] = (tokens[k + 1][0], tokens[k + 1][1], "MD")  # "fingers crossed for wed"
    return out


def _opens(tokens: Sequence[Token], k: int) -> bool:
    """Whether token `k` opens its part of the sentence: no word before it, or a stop, a
    comma or an emoji ("..., fingers crossed"; not "kept my fingers crossed")."""
    return k == 0 or not any(c.isalnum() for c in tokens[k - 1][1])


#: Words that end the part of a sentence a clock time is in.


def fell_through(tokens: Sequence[Token], i: int) -> bool:
    """Whether "was/were meant to" or "was/were supposed to" comes before token `i` in its
    part of the sentence."""
    for k in range(i - 1, 0, -1):
        if tokens[k][1] in _STOPS:
            return False
        if tokens[k - 1][1].lower() in ("was", "were") and expected_at(tokens, k):
            return True
    return False
