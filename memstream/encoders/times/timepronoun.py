""" "One" as a pronoun heading a match ("the final one early june", "another one a fall on the
ice", "the next one late april"): a thing counted, no clock time (tests/data/timeexpr.md,
not dates: ordinals of things, counts). Duckling reads "one early june" as 01:00 on 1 June
and "one a fall" as a season. After a determiner or an adjective of order ("the", "that",
"final", "next", "another") "one" stands for a noun; the rest of the match is read alone
and dropped if alone it is no time ("a fall"). "One" after "at", "by", "till", "from" or
at the head of a part ("at one tomorrow", "one tomorrow?") stays a clock time.

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


def after_pronoun(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after a pronoun "one" that heads it, None if
    no such "one" heads it."""
    head = _ONE.match(text[start:stop])
    if head is None or not _BEFORE.search(text[max(0, start - 12) : start]):
        return None
    rest = start + head.end()  # "the last one from june": the month it dates from
    return [(origin(text, rest, stop) or rest, stop)]
