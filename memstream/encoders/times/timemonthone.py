"""A month and "one" after a determiner ("booking the june one next week", "registering for
the august one"): "one" is a pronoun for a thing of that month, a sitting or an issue, and
the month is the time (tests/data/timeexpr.md, a recurring mention: the occurrence the
sentence talks about), no first day of it, which Duckling reads ("june one": 1 June). A
span after it ("next week") is a time of its own. Without a determiner ("on june one", "due
july one") it stays the day, and so with figures ("the june 1 deadline") or a clock time
after "one" ("the june one thirty train").

`timematchparts.parts` asks `month_one`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: A determiner right before the match ("the | june one").
_DETERMINER = re.compile(r"\b(the|this|that|my|our|your|his|her|their)\s+$", re.I)
#: The month, "one", and what else the match holds (its group "rest").
_MONTH_ONE = re.compile(
    rf"^(?P<month>{MONTH})\s+one\b(?![-\u2013]|\s+(?:o'?clock|thirty|fifteen|forty|fifty|"
    r"twenty|ten|five|[ap]\.?m\b))(?:\s+(?P<rest>\S.*))?$",
    re.I | re.S,
)


def month_one(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The month and any span after the pronoun "one" in the match text[start:stop] ("the |
    june one next week": june, next week), None if it is no such match."""
    m = _MONTH_ONE.match(text[start:stop])
    if m is None or not _DETERMINER.search(text[max(0, start - 8) : start]):
        return None
    found = [(start + m.start("month"), start + m.end("month"))]
    if m.group("rest"):
        found.append((start + m.start("rest"), stop))
    return found
