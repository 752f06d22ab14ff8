"""A calendar unit glued by a hyphen to the word before it, then "after"/"before" a date
("rolls to month-to-month after sept 30", "a day-to-day thing before the 3rd"): the unit
ends a compound word ("month-to-month", "day-to-day", also written apart, "month to
month"), not "the month after X" (tests/data/timeexpr.md, read against a date named before
it: "the month before/after" is that far from it). Duckling reads "month after sept 30" as
the month after that day; the date after "after"/"before" is read alone ("sept 30").

`timematchparts.parts` asks `compound_unit`.
"""

from __future__ import annotations

import re

#: The unit the match starts with, then "after"/"before" and the rest of the match.
_UNIT_THEN = re.compile(r"^(?:days?|weeks?|months?|years?)\s+(?:after|before)\s+", re.I)
#: A hyphen right before the match ("month-to-|month after ..."), glued to a word, or the
#: compound written apart ("month to |month after ...", "year on |year").
_GLUED_BEFORE = re.compile(
    r"(?:\w-|\b(?:days?|weeks?|months?|years?)\s+(?:to|by|on|over)\s+)$", re.I
)


def compound_unit(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The date after the unit's "after"/"before" when the match text[start:stop] starts
    with the last word of a hyphenated compound; None otherwise."""
    m = _UNIT_THEN.match(text[start:stop])
    if m is None or not _GLUED_BEFORE.search(text[max(0, start - 16) : start]):
        return None
    if start + m.end() >= stop:
        return []
    return [(start + m.end(), stop)]
