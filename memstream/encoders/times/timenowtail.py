"""A day or a range of days with "now" glued after it, which Duckling reads as the moment
("i'm on lates thu-sat now", "it's friday now"), or a clock time ("it's 4:12 now"): the
days or the clock time alone; "now" is the part's adverb, a vague word of the moment
(tests/data/timeexpr.md). Not "from now", "until now", "by now", which are times of their
own, nor the end of a range "from X to now" ("from 2019 to now": from 2019 to the moment it
is said, as "since 2019" is).
"""

from __future__ import annotations

import re

_TAIL = re.compile(
    r"^(?P<head>.*[a-z].*?|\d{1,2}[:.]\d{2}(\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)"
    r"\s+(right\s+)?now$",
    re.I,
)
_OWN = re.compile(r"\b(from|until|till|til|by|since|as\s+of|of|up\s+to|before|after)$", re.I)
#: A range from a time to now ("from 2019 to now"): from that time to the moment it is said,
#: as "from 2019 until now" is.
_TO_NOW = re.compile(r"^from\s.*\s(to|thru|through)$", re.I | re.S)


def now_glued(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The days (or the clock time) alone when the match text[start:end] ends with "now"
    after them; None otherwise."""
    m = _TAIL.match(text[start:end])
    if m is None or _OWN.search(m.group("head")) or _TO_NOW.match(m.group("head")):
        return None
    return [(start, start + len(m.group("head")))]
