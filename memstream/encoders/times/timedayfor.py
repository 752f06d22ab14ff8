"""A day of the month that a thing is for, the subject's attribute before its verb in the past
("the BEO for the 31st changed again", "tickets for the 14th sold out"): a date
(tests/data/timeexpr.md, a recurring mention names the occurrence the sentence talks about),
though the filter takes a word right after an ordinal for the noun it modifies ("the 14th
floor"). Only "the Nth" written in figures right after "for", with a past form after it that
starts the predicate ("the 2nd seeded player" has a noun after the participle: no verb); not a
present ("the prize for the 3rd is a voucher": a place). A past of a place's thing ("the prize
for the 3rd went to sam") reads as the date too: the words cannot tell them apart.
`timealone.day_of_month` asks it.
"""

from __future__ import annotations

import re

from memstream.encoders.times.tenseplan import past_form

#: "for" right before the day, or "for the" where the match leaves its "the" out.
_FOR_BEFORE = re.compile(r"\bfor\s+(the\s+)?$", re.I)
#: The word after the day and the one after that ("changed again", "seeded player").
_NEXT_TWO = re.compile(r"\s+([a-z]+)\b(?:\s+([a-z]+)\b)?", re.I)
#: Words after a past form that go on the predicate, no noun it modifies.
_PREDICATE = frozenset(
    {"again", "today", "yesterday", "last", "this", "so", "and", "but", "to", "by", "at", "on"}
    | {"in", "out", "up", "off", "over", "already", "just", "now", "too", "because", "cuz"}
)


def for_day(text: str, start: int, end: int) -> bool:
    """Whether "the Nth" at text[start:end] (its "the" included) comes after "for" and before
    a past that starts its predicate ("the BEO for the 31st changed again")."""
    if not _FOR_BEFORE.search(text, max(0, start - 8), start):
        return False
    after = _NEXT_TWO.match(text, end)
    if after is None:
        return False
    then = (after.group(2) or "").lower()  # none where punctuation comes first
    return past_form(after.group(1)) and (not then or then in _PREDICATE)
