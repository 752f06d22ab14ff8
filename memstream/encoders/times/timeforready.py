"""A day of the month written in figures after "for" and a noun, as the subject's date, then a
word of its being arranged ("the cake for the 14th is ready", "the table for the 9th was
booked", "our slot for the 3rd's been moved"): that date, as "booked for sat" is the day
(tests/data/timeexpr.md, not dates: a weekday cut short after a word that introduces a day;
a month after "for" in a clause of booking or planning). An ordinal after "for" is
otherwise often a thing's ("the prize for the 3rd is a voucher": a place in a race), so
only a word of arranging after it makes it the date.
"""

from __future__ import annotations

import re

#: The match: a day of the month in figures ("the 14th", "the 3rd"), "for" and a noun before.
_DAY = re.compile(r"^the\s+([1-9]|[12]\d|3[01])(st|nd|rd|th)$", re.I)
_FOR_BEFORE = re.compile(r"\b[a-z]{2,}\s+for\s+$", re.I)
#: The predicate after it: a word of being arranged ("is confirmed", "'s been moved").
_ARRANGED = re.compile(
    r"^(\s+(is|was|are|were|has\s+been|have\s+been|had\s+been)|['’]s(\s+been)?)"
    r"(\s+(all|now|already|finally|just))?\s+"
    r"(confirmed|booked|sorted|ready|set|paid|cancell?ed|arranged|finali[sz]ed|locked\s+in|"
    r"organi[sz]ed|moved|postponed|rescheduled|scheduled|planned|reserved|full|sold\s+out|"
    r"done|packed|ordered|on|off)\b",
    re.I,
)


def day_arranged(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The match text[start:stop] whole when it is a day of the month in figures after
    "for" and a noun, before a word of its being arranged; None otherwise."""
    if not _DAY.match(text[start:stop]) or not _FOR_BEFORE.search(text[max(0, start - 40) : start]):
        return None
    return [(start, stop)] if _ARRANGED.match(text[stop : stop + 60]) else None
