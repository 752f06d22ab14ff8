"""A bare hour after "till"/"until" and before a verb in "-ing", what was going on up to that
hour ("stayed up till 1 doing practice questions", "worked until 3 fixing the build"), or
after "at", what went on at that hour ("got a text at 6 asking if i could swap"): the
gerund starts a clause of its own, no noun the number would count, so the hour stays a clock
time (tests/data/timeexpr.md: "until X", like "by X", is X; a clock time's grain). Not a
noun in "-ing" ("till 9 evening", "till 2 things"): the number's noun, left as before.

`timeneighbours.noun_follows` asks `doing_after`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words

#: "till" or "until" and a bare hour that end the text before the gerund; not after a number
#: ("3 till 7 training", "count from 1 till 10 using ..."), nor "upto", a count ("upto 4
#: sleeping bags").
_TILL_HOUR = re.compile(r"\b(till?|until|at)\s+([1-9]|1[0-2])\s*$", re.I)
_AFTER_NUMBER = re.compile(r"\d\s*(till?|until|at)\s+\d{1,2}\s*$", re.I)
#: A word in "-ing" right after the hour, not plural.
_GERUND = re.compile(r"^\s+([a-z]{2,}ing)\b(?!['’]s)", re.I)
#: Nouns in "-ing", which a number may count or a time of day may name.
_NOUNS = words(
    "morning evening thing spring ring king wing string sibling building ceiling meeting "
    "wedding painting pudding filling feeling setting ending outing booking lining earring "
    "offspring duckling seedling dumpling sapling"
)


def doing_after(text: str, end: int) -> bool:
    """Whether the bare hour ending at text[:end] follows "till"/"until" or "at" and a verb
    in "-ing" follows it ("stayed up till 1 doing homework", "rang at 6 asking")."""
    m = _GERUND.match(text[end : end + 30])
    return (
        m is not None
        and m.group(1).lower() not in _NOUNS
        and _TILL_HOUR.search(text[max(0, end - 12) : end]) is not None
        and _AFTER_NUMBER.search(text[max(0, end - 16) : end]) is None
    )
