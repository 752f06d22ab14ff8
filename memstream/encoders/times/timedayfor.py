"""A day of the month alone after "for" or "to" ("the booking for the 31st changed", "guests
booked for the 10th were moved", "the delivery got pushed to the 29th so ..."), or after
"back" heading its clause with its verb left out ("we fly out the 3rd, back the 17th"): the
day a thing is for, moved to or come back on, a date whatever verb or clause follows it
(`timefilter` asks `introduces` through `timeintroduced`). Not an ordinal of a thing, which
a noun right after it tells and the filter reads first ("for the 2nd time", "up to the 4th
floor", "back the 3rd horse"), a rank's thing told with a copula ("the prize for the 3rd
is a voucher"), an ordinal word ("for the first 3 months") or a rank in a
place ("interview for the 2nd in dept job").
"""

from __future__ import annotations

import re

#: "for", "to", or "back" heading its clause, right before the day.
_BEFORE = re.compile(r"(\b(for|to)|(^|[,;:]\s*|\b(and|then)\s+)back)\s+$", re.I)
#: The day written in figures ("the 31st"; not "for the first 3 months"), not a rank in a
#: place ("for the 2nd in dept job").
_DAY = re.compile(r"the\s+\d{1,2}(st|nd|rd|th)\b(?!\s+in\b)", re.I)
#: A copula right after "for the Nth": a rank's thing may be told so ("the prize for the 3rd
#: is a voucher"), left to `timeforready`'s words of a thing arranged ("is ready").
_COPULA_AFTER = re.compile(r"\s+(is|was|are|were|['’]s)\b", re.I)


def day_for(text: str, start: int) -> bool:
    """Whether "for", "to" or a clause's "back" comes right before text[start:] ("for | the
    31st", "moved to | the 29th", ", back | the 17th")."""
    day = _DAY.match(text, start)
    if day is None:
        return False
    before = _BEFORE.search(text[max(0, start - 24) : start])
    if before is not None and before.group(2) and before.group(2).lower() == "for":
        return not _COPULA_AFTER.match(text, day.end())
    return before is not None
