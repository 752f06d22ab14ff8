"""A day of the month that something was meant or supposed to happen on ("the flat was supposed
to be handed over on the 15th, now it's the 25th", "supposed to be off till the 9th but got
called in", "was meant to end june 30, now runs through sept"): the plan that fell through
is told in the past, but its day is the plan's, close to when it is said on either side, so
the nearest one (tests/data/timeexpr.md: a recurring mention names the occurrence the
sentence talks about; "was meant to be at work for 8", said at 06:20, is today's). That
holds where the plan is still open when it is said: the end of a stretch or a deadline ("off
till the 9th", "by the 1st"), "supposed to" told in the present ("im supposed to fly out on
the 3rd"), or a later part told in the present ("..., the tiles are late", "now it's the
25th", "its been pushed"). A day whose failure the sentence tells as over or overdue ("was
supposed to fly out on the 3rd but got sick", "rent was supposed to go out on the 1st, it
bounced", "on the 2nd, still waiting") keeps the past. A weekday keeps the reading of round
41 ("it was supposed to be sorted by friday" is the Friday over), and a month, a season or a
holiday its tense ("was supposed to go to japan in april" said in November is the April
past). A date after "now" opening a part after a verb of slipping or moving ("delivery
slipped again, now aug 12"), or after "now it's" following one of a plan ("was meant to ship
in aug and now its 'october'"), is where it goes, ahead (`moved_now`). `tense.tense_at` asks
both. So is a date that opens such a part with "now" after it ("they moved the match,
saturday now").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import CLAUSE_MARKS as _STOPS
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timevocab import MONTH

#: A day of the month, maybe after "on" and "the" ("on the 15th", "the 9th"), or a date in a
#: named month ("june 30", "the 30th of june"): not a month alone.
_DAY = re.compile(
    r"^(on\s+|till\s+|until\s+|by\s+)?"
    rf"((the\s+)?\d{{1,2}}(st|nd|rd|th)(\s+(of\s+)?({MONTH}|may))?"
    rf"|\d{{1,2}}\s+({MONTH}|may)|({MONTH}|may)\s+\d{{1,2}}(st|nd|rd|th)?)$",
    re.I,
)
#: Words of the past told outright: the day is the one gone by ("last tuesday", "ago").
_PAST_WORDS = frozenset({"last", "ago", "yesterday"})


def fell_through_day(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) is a day of the month in a part of the sentence
    where "meant to" or "supposed to" comes before it."""
    words = [t[1].lower() for t in tokens[i:j]]
    if not _DAY.match(" ".join(words)) or any(w in _PAST_WORDS for w in words):
        return False
    for k in range(i - 1, 0, -1):
        if tokens[k][1] in _STOPS or any(ord(c) > 0x2000 for c in tokens[k][1]):
            return False
        if tokens[k][1].lower() == "to" and tokens[k - 1][1].lower() in ("meant", "supposed"):
            return _open(tokens, k - 1, i, j)
    return False


#: Words before a day that ends a stretch or is a deadline ("off till the 9th", "by the 1st").
_STRETCH = frozenset({"till", "until", "til", "by"})
#: Words of the present before "meant" or "supposed" ("im supposed to", "it's meant to").
PRESENT_BEFORE = frozenset({"am", "is", "are", "'m", "’m", "m", "'re", "’re", "'s", "’s", "im"})
#: Words of a plan overdue, its day gone by ("on the 2nd, still waiting", "not here yet").
_OVERDUE = frozenset({"still", "yet"})
#: Words of the present, or of what is still pending, in a later part ("the tiles are late",
#: "now it's the 25th", "they've not even started", "its been pushed").
_PRESENT_AFTER = frozenset(
    {"now", "is", "are", "isn't", "isnt", "aren't", "arent", "has", "have"}
    | {"'s", "’s", "'re", "’re", "'ve", "’ve", "hasn't", "hasnt", "haven't", "havent", "its"}
)


def _open(tokens: Sequence[Token], k: int, i: int, j: int) -> bool:
    """Whether the plan of the "meant" or "supposed" at token `k` is still open when it is
    said: the mention at tokens [i, j) ends a stretch or is a deadline ("till", "until" or
    "by" opens it or comes right before it), "meant" or "supposed" is told in the present, or
    a word of the present comes after the mention and none of a plan overdue."""
    if {tokens[i][1].lower(), tokens[i - 1][1].lower()} & _STRETCH:
        return True
    if k > 0 and tokens[k - 1][1].lower() in PRESENT_BEFORE:
        return True
    later = {t[1].lower() for t in tokens[j:]}
    if later & _OVERDUE:
        return False  # "..., still waiting", "and it's still shut": the day is gone by
    return bool(later & _PRESENT_AFTER)


#: Verbs of a date slipping or being moved ("slipped", "pushed back", "delayed"), a hearing's
#: "continued" and "adjourned" too ("the hearing got continued again, now jan 14").
_SLIPPING = re.compile(
    r"^(slip|slips|slipped|slid|slide|push|pushed|move|moved|delay|delayed|postponed|"
    r"bumped|rescheduled|shifted|continued|adjourned|deferred)$",
    re.I,
)


#: Words that may follow the date it moved to in its part ("now the 20th again lol").
_AFTER_MOVED = frozenset({"again", "instead", "apparently", "now", "lol", "ugh", "smh"})


def moved_now(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) is the whole of a part after "now" (or "now it's",
    the mention maybe quoted) that follows a part with a verb of slipping or moving, or of a
    plan ("delivery slipped again, now aug 12", "got pushed back, now the 20th 🙄", "was meant
    to open in may and now its 'july'"): the date it is set to now, ahead, even told in the
    past; not a date that a verb of its own follows ("delayed, now 7 jan was the day")."""
    if _now_after(tokens, i, j):
        return _slipped(tokens, i, i)  # "they moved the match, saturday now"
    n = _now_at(tokens, i)
    if n < 1 or not (tokens[n - 1][1] in _STOPS or (n < i - 1 and tokens[n - 1][1] == "and")):
        return False
    j += j < len(tokens) and tokens[j][1] in _QUOTES and tokens[i - 1][1] in _QUOTES
    after = tokens[j][1] if j < len(tokens) else "."
    if after not in _STOPS and after.lower() not in _AFTER_MOVED and after.isascii():
        return False
    return _slipped(tokens, n, i)


def _slipped(tokens: Sequence[Token], n: int, i: int) -> bool:
    """Whether a verb of slipping or moving comes in the sentence before the part that
    starts at token n ("now", or the mention at token i), or one of a plan before "now it's"."""
    for k in range(n - 2, -1, -1):
        if tokens[k][1] in ".!?":
            return False
        if _SLIPPING.match(tokens[k][1]) or (n < i - 1 and _PLANNED.match(tokens[k][1])):
            return True
    return False


def _now_after(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) opens a part after a stop and "now" alone ends
    that part ("..., saturday now", "..., the 9th now."): the date it is set to now."""
    if i < 2 or tokens[i - 1][1] not in _STOPS or j >= len(tokens) or tokens[j][1].lower() != "now":
        return False
    after = tokens[j + 1][1] if j + 1 < len(tokens) else "."
    return after in _STOPS or after.lower() in _AFTER_MOVED or not after.isascii()


#: Words of a plan that did not hold, before "now it's" ("was meant to ship in aug and now
#: its 'october'").
_PLANNED = re.compile(r"^(meant|supposed|due|planned|scheduled)$", re.I)
#: "it's" as chat writes it between "now" and the date ("now its", "now it's", "now it is").
_ITS = frozenset({"its", "it", "'s", "’s", "is", "s"})
#: Quote marks around the date ("now its 'october'").
_QUOTES = frozenset("'‘’\"“”")


def _now_at(tokens: Sequence[Token], i: int) -> int:
    """The index of the "now" before the mention at token i, over "it's" and an opening quote
    between them; -1 if there is none."""
    n = i - 1
    if n >= 0 and tokens[n][1] in _QUOTES:
        n -= 1
    while n >= 0 and tokens[n][1].lower() in _ITS and n > i - 4:
        n -= 1
    return n if n >= 0 and tokens[n][1].lower() == "now" else -1
