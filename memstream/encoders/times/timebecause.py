""" "bc" as chat's "because" after a clock time ("up since 5 bc of the storm", "late at 9 bc
my bus broke"): the time before it, no era. Duckling reads "since 5 bc" as the year 5 BC
(an interval from the first year on record). Lower-case "bc", "b/c" or "bcos" after a
number and before a word is the conjunction, as in chat it always is; the match is cut
before it and read again. An era written as such ("500 BC", "in 44 BC.") keeps its reading.

`timematchparts.parts` asks `before_because`.
"""

from __future__ import annotations

import re

#: A number, then chat's "because" ending the match ("since 9 bc").
_BECAUSE = re.compile(r"\d\s*(?P<bc>\s(bc|b/c|bcos|bcuz))$")
#: A word right after it ("bc of", "bc i", "bc the").
_WORD_AFTER = re.compile(r"^\s+[a-z']", re.I)


def before_because(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] before chat's "because" that ends it, None
    if none does."""
    m = _BECAUSE.search(text[start:stop])
    if m is None or not _WORD_AFTER.match(text[stop : stop + 6]):
        return None
    return [(start, start + m.start("bc"))]
