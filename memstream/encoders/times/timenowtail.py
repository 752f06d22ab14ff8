"""A day or a range of days with "now" glued after it, which Duckling reads as the moment
("i'm on lates thu-sat now", "it's friday now"), or a clock time ("it's 4:12 now"): the
days or the clock time alone; "now" is the part's adverb, a vague word of the moment
(tests/data/timeexpr.md). Not "from now", "until now", "by now", which are times of their
own.
"""

from __future__ import annotations

import re

_TAIL = re.compile(
    r"^(?P<head>.*[a-z].*?|\d{1,2}[:.]\d{2}(\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)"
    r"\s+(right\s+)?now$",
    re.I,
)
_OWN = re.compile(r"\b(from|until|till|til|by|since|as\s+of|of|up\s+to|before|after)$", re.I)


def now_glued(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The days (or the clock time) alone when the match text[start:end] ends with "now"
    after them; None otherwise."""
    m = _TAIL.match(text[start:end])
    if m is None or _OWN.search(m.group("head")):
        return None
    return [(start, start + len(m.group("head")))]
