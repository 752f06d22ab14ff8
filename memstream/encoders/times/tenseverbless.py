"""A weekday in a sentence with no verb at all ("library trip saturday", "sat morning 9-11 at
the field", "open mic fri nite 8-11"): a line of a notice or a plan, told in no past, so the
coming day (tests/data/timeexpr.md: a recurring mention planned or present is the next one),
not the nearest, which may lie behind ("library trip saturday", said on a Tuesday, is four
days ahead, not three days back).

Not a sentence with a word of how a day went or of its being over ("great game saturday",
"what a night saturday", "recap: leeds on sun", "yesterday"): a report, the nearest, as
before; nor a question ("maybe tuesday?"), which `tensequestions` reads. An emoji ends a
sentence, as chat writes it. `tense.tense_at` asks `verbless_notice` last, when nothing
else has set the tense.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseclues import bounds
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

#: (character offset, text, Penn Treebank tag) of one token.
Token = tuple[int, str, str]

_WEEKDAYS = frozenset(WEEKDAY_NUMBERS)
#: Words of how a day went, of its being over, or of an exclamation about it: a report.
_REPORT = _words(
    "fun good great nice lovely busy quiet wild mad crazy insane unreal amazing awesome epic "
    "brilliant best worst ace cracking rough brutal awful terrible shocking messy "
    "what such ever so yesterday ago last earlier previous recap highlights thanks thank "
    "cheers congrats rip wasted hungover"
)


def verbless_notice(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) holds a weekday and sits in a sentence with no
    verb, no "?" at its end and no word of a report."""
    if not any(tokens[k][1].lower().rstrip(".") in _WEEKDAYS for k in range(i, j)):
        return False
    lo, hi = bounds(tokens, i, j)
    if hi < len(tokens) and tokens[hi][1] == "?":
        return False  # "maybe tuesday?": a guess or a question, `tensequestions`'s
    part = [tokens[k] for k in range(lo, hi) if not i <= k < j]
    return not any(t.startswith(("VB", "MD")) or w.lower() in _REPORT for _, w, t in part)
