"""A weekday in a sentence with no verb at all ("library trip saturday", "sat morning 9-11 at
the field", "open mic fri nite 8-11"): a line of a notice or a plan, told in no past, so the
coming day (tests/data/timeexpr.md: a recurring mention planned or present is the next one),
not the nearest, which may lie behind ("library trip saturday", said on a Tuesday, is four
days ahead, not three days back); so is a day of the month named by its ordinal alone
("portraits at 7:50pm on the 27th", said on 1 April, is 27 April), not one with its month
named ("on the 14th of march"), which may lie a year ahead: the nearest; "so" after the day
that opens what follows from it ("tue morning yoga at 8 so no sleeping in") is no
exclamation of a report.

Not a sentence that reports how a day went, the nearest, as before: one with a word of how
it went or of its being over ("great game saturday", "what a night saturday", "recap: leeds
on sun", "yesterday") or of hearsay of it ("the 4th, 7:12pm apparently"); one naming an
outcome, a result ("huge win sunday", "10k pb sunday") or a mishap had ("massive hangover
sunday", "flat tyre on the way home sunday", "sunburn from saturday"), or a score with a nil
in it ("2-0 sunday"); an amount covered right before the day ("12 miles sunday"); one ended
by an emoji of annoyance or of feeling rough about it ("no power friday night 😤", "...
sunday 🙄"). Nor a question ("maybe tuesday?"), which `tensequestions` reads. An emoji
ends a sentence, as chat writes it. `tense.tense_at` asks `verbless_notice` last, when
nothing else has set the tense.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.tenseplan import INVARIANT
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import MONTHS, WEEKDAY_NUMBERS

_WEEKDAYS = frozenset(WEEKDAY_NUMBERS)
#: Words of how a day went, of its being over, or of an exclamation about it: a report.
_REPORT = _words(
    "fun good great nice lovely busy quiet wild mad crazy insane unreal amazing awesome epic "
    "brilliant best worst ace cracking rough brutal awful terrible shocking messy "
    "what such ever so yesterday ago last earlier previous recap highlights thanks thank "
    "cheers congrats rip wasted hungover apparently"
)
#: Outcomes: a result got ("win", "pb") or a mishap had ("hangover", "puncture"): a report.
_OUTCOMES = _words(
    "win wins won victory defeat defeats loss losses draw pb pbs pr prs hangover sunburn "
    "sunburnt puncture tyre tire outage blackout injury injured concussion poisoning flooded"
)
#: An amount covered ("12 miles", "10k"), right before the day: a log of it.
_AMOUNT = re.compile(r"^(\d+(\.\d+)?(k|km|mi)|miles|km|kms|mi)$", re.I)
#: A day of the month by its ordinal ("24th", "1st"): named in a notice, the coming one.
_ORDINAL_DAY = re.compile(r"^([1-9]|[12]\d|3[01])(st|nd|rd|th)$", re.I)
#: Emoji of annoyance or of feeling rough after something: the day is the one that was had.
_AFTERMATH = frozenset("😤🙄😡🤬😠🤢🤮🥴🤕")


def verbless_notice(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) holds a weekday (or a day of the month alone, with
    no verb like "cost" after it that the tagger may read as a noun) and sits in a sentence with no
    verb, no "?" at its end and nothing of a report."""
    words = [tokens[k][1].lower().rstrip(".") for k in range(i, j)]
    weekday = any(w in _WEEKDAYS for w in words)
    if not weekday and (not any(_ORDINAL_DAY.match(w) for w in words) or MONTHS & set(words)):
        return False  # a day of the month with its month named may lie a year ahead: nearest
    lo, hi = bounds(tokens, i, j)
    if not weekday and any(tokens[k][1].lower() in INVARIANT for k in range(j, hi)):
        return False  # "the repair on the 2nd cost £80": a past the tagger read as a noun
    if hi < len(tokens) and tokens[hi][1] == "?":
        return False  # "maybe tuesday?": a guess or a question, `tensequestions`'s
    if _AFTERMATH & set(" ".join(t[1] for t in tokens[hi : hi + 3])):
        return False  # "no power friday night 😤": what was had
    if i > 0 and _AMOUNT.match(tokens[i - 1][1]):
        return False  # "12 miles sunday": a log
    part = [tokens[k] for k in range(lo, hi) if not i <= k < j and not _so_then(tokens, k, j)]
    if _nil_score([w for _, w, _ in part]):
        return False  # "2-0 sunday": a result
    return not any(
        t.startswith(("VB", "MD")) or w.lower() in _REPORT | _OUTCOMES for _, w, t in part
    )


def _so_then(tokens: Sequence[Token], k: int, j: int) -> bool:
    """Whether token k is "so" after the mention at [i, j) that opens what follows from it
    ("tue morning yoga at 8 so no sleeping in"), no exclamation ("so good", "so much fun",
    "sat night so 🔥": an emoji is what it was)."""
    if k < j or tokens[k][1].lower() != "so" or k + 1 >= len(tokens):
        return False
    if not tokens[k + 1][1][:1].isalpha():
        return False
    return not tokens[k + 1][2].startswith(("JJ", "RB")) and tokens[k + 1][1].lower() != "much"


def _nil_score(words: Sequence[str]) -> bool:
    """Whether the words hold a score with a nil in it ("2 - 0", "0-0"; no clock time has
    a 0 hour in chat)."""
    text = " ".join(words)
    return re.search(r"(?<![\d:])(\d{1,2} ?- ?0|0 ?- ?\d{1,2})(?![\d:])", text) is not None
