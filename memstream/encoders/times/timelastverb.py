""" "last" the verb before a duration ("they last roughly 10 days", "it should last 2 days"):
how long something lasts, no time (tests/data/timeexpr.md, "Not dates": durations without an
anchor, "for three hours", "20 minutes").

Duckling reads "last roughly 10 days" as the past ten days ("The past/last N days": the N
whole units before the current one); that "last" has a determiner ("the last 3 weeks",
"in the last 2 days") or heads its clause ("last 3 weeks were hectic"). After a subject
pronoun, a modal, "to", a word of how often or a plural noun ("the batteries last 3 weeks"),
"last" is the verb: the match is dropped.

`timelookalikes.lookalike` asks `lasts`.
"""

from __future__ import annotations

import re

_LAST_DURATION = re.compile(
    r"^last\s+((about|around|roughly|maybe|up\s+to|at\s+least|only|just)\s+)?"
    r"(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of)"
    r"\s+(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|wks?|months?|years?)$",
    re.I,
)
#: Words right before "last" that make it a verb ("they last", "should last", "to last").
_SUBJECT_OR_MODAL = re.compile(
    r"\b(they|we|you|it|these|those|which|that|will|['’]ll|would|should|could|can|might|may|"
    r"must|to|usually|normally|often|typically|generally|only|still|always|ones|each)\s+$",
    re.I,
)

#: A plural noun right before "last": its subject ("the batteries last 3 weeks").
_PLURAL_BEFORE = re.compile(r"\b([a-z]{3,}s)\s+$", re.I)
_NOT_SUBJECTS = frozenset(
    {"its", "this", "has", "was", "yes", "plus", "thanks", "thx", "pls", "days", "weeks"}
    | {"months", "years", "hours", "mins", "minutes", "nights", "weekends", "was", "does"}
)


def lasts(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is "last" the verb and a duration ("they last roughly
    10 days"); not "the last 3 weeks", "last 3 weeks were busy"."""
    if not _LAST_DURATION.match(text[start:end]):
        return False
    head = text[max(0, start - 20) : start]
    if _SUBJECT_OR_MODAL.search(head):
        return True  # "they last roughly 10 days", "should last 2 years"
    plural = _PLURAL_BEFORE.search(head)  # "these candles last 40 hours"
    return plural is not None and plural.group(1).lower() not in _NOT_SUBJECTS
