"""A day of the month written in figures after "is"/"was" ("the trip is the 24th to the
zoo", "deadline's the 3rd for the forms"): the date the subject falls on, introduced as "on"
introduces it (tests/data/timeexpr.md, "not dates": ordinals of things are no dates, but the
thing here is the subject's day), whatever words follow it. Not a person's place in an order
("she's the 3rd to finish", "I was the 2nd in line"), nor a thing's ("it's the 2nd time"):
a personal pronoun as the subject, or a noun after the ordinal, `timefilter` asks first.
`timefilter._day_of_month` asks `after_copula`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words as _words

#: A copula and its subject right before "the": "trip is", "deadline's", "it was".
_COPULA = re.compile(r"(?:^|[^\w'’])(?P<subject>[a-z]+)(\s+(is|was|will\s+be)|['’]s)\s+$", re.I)
#: Subjects that are people, who have a place in an order, not a day.
_PEOPLE = _words("i you u he she we they who which that there what")


def after_copula(text: str, start: int) -> bool:
    """Whether "the Nth" at `start` (written in figures) follows a copula whose subject is
    no person ("trip is the 24th", "it's the 3rd")."""
    lead = re.match(r"the\s+", text[start : start + 6], re.I)
    head = text[max(0, start - 40) : start] if lead else ""
    m = _COPULA.search(head)
    return m is not None and m.group("subject").lower() not in _PEOPLE
