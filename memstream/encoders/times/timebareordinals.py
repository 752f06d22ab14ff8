"""A range of two days of the month written without "the" before the first and with it before
the second ("23rd to the 31st", "12th till the 15th"), as chat writes a stretch of days: read
as "the 23rd to the 31st" is (tests/data/timeexpr.md, ranges), the text keeping its words
(`spelled_out`, timespelled.py). The second day's "the" tells days; without it, two bare
ordinals are places or ranks as often ("came 2nd-4th in every race", "finished 2nd to 4th"),
and so are two after a verb of ranking or moving ("finished 2nd to the 4th", "climbed 3rd to
the 5th", "moved up from 7th to the 3rd"); ordinals of things before a noun stay things ("2nd
to the 5th grade"). Only a range at the end, before a mark or before "and", "but", "so" or
"then": Duckling reads no "the 12th till the 15th i'm in austin" at all. "The" or a month
before the first is Duckling's own reading ("jan 2nd to the 5th"); two days joined by "and" or
a hyphen are timedaypairs.py's."""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

#: A month right before the first day ("jan 2nd to the 5th"): Duckling's own reading.
_MONTH_BEFORE = re.compile(rf"\b{MONTH}\.?\s+$", re.I)
#: A verb of ranking or moving before the first ("finished 2nd to the 4th", "climbed 3rd to
#: the 5th", "moved up from 7th to the 3rd"): places, not days.
_RANKED_BEFORE = re.compile(
    r"\b(finish(ed|es|ing)?|came|fell|fallen|climb(ed|s|ing)?|seed(ed|s|ing)?|moved?|moving|"
    r"went|rank(ed|s|ing)?|plac(ed|es|ing)|dropped|slipped|rose|risen|jumped|qualified)"
    r"\s+((up|down|back)\s+)?((from|to)\s+)?$",
    re.I,
)

_ORD = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)"
_RANGE = re.compile(
    rf"(?<![\w/.,:#£$€-])(?<!\bthe\s)(?P<first>{_ORD})\s+(?:to|till|until|til|thru|through)"
    rf"\s+the\s+{_ORD}(?=\s*($|[^\w\s]|(and|but|so|then)\b))",
    re.I,
)


def bare_ordinal_ranges(text: str) -> list[tuple[int, int, str]]:
    """Where the first day of each range of days of the month with no "the" before it is, and
    that day with "the" before it ("23rd" as "the 23rd")."""
    return [
        (m.start("first"), m.end("first"), "the " + m["first"])
        for m in _RANGE.finditer(text)
        if not _MONTH_BEFORE.search(text, 0, m.start())
        and not _RANKED_BEFORE.search(text, 0, m.start())
    ]
