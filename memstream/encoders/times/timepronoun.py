""" "One" as a pronoun heading a match ("the final one early june", "another one a fall on the
ice", "the next one late april", "my 9 branch one from 1962"): a thing counted, no clock
time (tests/data/timeexpr.md, not dates: ordinals of things, counts). Duckling reads "one
early june" as 01:00 on 1 June and "one a fall" as a season. After a determiner or an
adjective of order ("the", "that", "final", "next", "another"), or a determiner and a few
words with "from" after it ("the blue one from 1998"; not "the bus leaves one thirty
tomorrow", a clock time), "one" stands for a noun; the rest of the match is read alone and
dropped if alone it is no time ("a fall"); "from" and a year alone stay together ("from
1962"), as Duckling reads no year alone. "One" after "at", "by", "till", "from" or at the
head of a part ("at one tomorrow", "one tomorrow?") stays a clock time.

`timematchparts.parts` asks `after_pronoun`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timefilter import origin

#: "one" heading a match, and the space after it.
_ONE = re.compile(r"^one\s+(?=\S)", re.I)
#: A determiner or an adjective of order right before it ("the final one", "next one").
_BEFORE = re.compile(
    r"\b(the|this|that|which|each|another|other|final|last|next|first|second|third|new|"
    r"old|same|only|big|little|latest|earlier|later)\s+$",
    re.I,
)
#: A determiner and up to three words before it ("my 9 branch one", "the blue one"), only
#: with "from" after it, where it dates from: not "the bus leaves one thirty tomorrow", a
#: clock time after a verb.
_DESCRIBED = re.compile(r"\b(the|my|your|his|her|our|their|a|an)\s+([\w-]+\s+){1,3}$", re.I)
_FROM = re.compile(r"from\s", re.I)
#: A year alone after "from" ("the old one from 1962"), which Duckling reads only with it.
_YEAR = re.compile(r"(19|20)\d\d\b")


def after_pronoun(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after a pronoun "one" that heads it, None if
    no such "one" heads it."""
    head = _ONE.match(text[start:stop])
    if head is None:
        return None
    lead = text[max(0, start - 40) : start]
    rest = start + head.end()  # "the last one from june": the month it dates from
    described = _DESCRIBED.search(lead) and _FROM.match(text, rest)  # "the blue one from 1998"
    if not (_BEFORE.search(lead[-12:]) or described):
        return None
    at = origin(text, rest, stop)
    return [(rest if at is None or _YEAR.match(text, at) else at, stop)]
