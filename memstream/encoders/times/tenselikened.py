"""Two clues of tense read in the few words before a date, kept apart from `tenseclues`:

- "like" and a preposition before the date that liken a state to the date's ("late again
  like in march", "cold like in january", "went up just like in april"): the ground of a
  comparison, a time one knows, the past, as "better than in March" (tests/data/timeexpr.md);
  not "like" after a noun or a verb, a guess or a filler ("something like in june", "we're
  going like in june"), nor after a word of when that it makes precise ("see you soon like in
  june", "leaving super early like at 5"), nor after an adverb of how sure or how much, where
  "like" is a hedge ("probably like in june", "maybe like in august"): `likened`, asked by
  `tenseclues.ground`;
- "next up", "up next", "coming up" that announce what is ahead ("next up Chelsea on
  Saturday", "coming up: the finals"), not across a clause with a finite verb of its own
  between them and the date ("mould coming up the wall where the flood got to in feb": the
  clause's tense): `announced_up`, asked by `tenseclues.next_up`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import FINITE as _FINITE
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Prepositions of a date after "like" ("like in march", "like at christmas").
_PREPS = _words("in on at during")
#: Words of when that "like" and a date make precise ("soon like in june").
_WHEN_WORDS = _words("soon sooner later sometime eventually then early earlier late")
#: Adverbs that liken ("again like in march", "just like in april"); any other adverb before
#: "like" makes it a hedge ("probably like in june", "maybe like in august").
_LIKENING = _words("again just exactly")
#: Pairs of words that announce what comes next.
_NEXT_UP = frozenset({("next", "up"), ("up", "next"), ("coming", "up")})
#: Tags of a finite verb, which heads a clause of its own.


def likened(tokens: Sequence[Token], k: int) -> bool:
    """Whether "like" at token k, before a preposition and the date, follows an adjective or a
    particle that is no word of when, or an adverb that likens ("again", "just")."""
    if k < 1 or k + 1 >= len(tokens) or tokens[k][1].lower() != "like":
        return False
    before = tokens[k - 1]
    if before[1].lower() in _WHEN_WORDS or tokens[k + 1][1].lower() not in _PREPS:
        return False
    return before[2].startswith(("JJ", "RP")) or before[1].lower() in _LIKENING


def announced_up(tokens: Sequence[Token], lo: int, i: int) -> bool:
    """Whether tokens [lo, i) hold "next up", "up next" or "coming up" with no finite verb
    after it before token i."""
    ups = [
        k for k in range(lo, i - 1) if (tokens[k][1].lower(), tokens[k + 1][1].lower()) in _NEXT_UP
    ]
    return bool(ups) and not any(tokens[k][2] in _FINITE for k in range(ups[-1] + 2, i))
