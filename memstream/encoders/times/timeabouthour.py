""" "About" a bare hour (1-12) after a word of being back, out, home, done or ready, or a verb
of leaving, arriving or finishing ("i'll prob be out about 12.", "home about 6", "we'll
finish about 4, then drinks", "should land about 7"): a clock time, the hedge "around 6" is
(tests/data/timeexpr.md, clock times without am/pm); "about 12" is otherwise a count ("about
12 people", "there were about 12 of us", "she's about 12"), and so after a word of a change
("up about 5", "down about 12", "off about 3"): how much. A noun after the hour keeps it a
count (`timealone.bare_number`). `timealone.bare_number` asks `about_hour`.
"""

from __future__ import annotations

import re

_ABOUT = re.compile(r"^(about|abt)\s+\d{1,2}$", re.I)
#: The word before "about": being back, out or done, or a verb of leaving, arriving or
#: finishing.
_CUE = re.compile(
    r"\b(back|home|out|done|ready|finished|there|here|free|leave|leaving|leaves|arrive|"
    r"arriving|arrives|land|landing|lands|finish|finishing|finishes|wrap\s+up|wrapping\s+up|"
    r"get\s+in|getting\s+in|set\s+off|setting\s+off|head\s+off|heading\s+off)\s+$",
    re.I,
)
#: A count of people or things right before: "there were about 12", "we're about 12".
_COUNTED = re.compile(r"\b(there|here)\s+(were|are|was|is|'re|’re)\s+$", re.I)


def about_hour(text: str, start: int, body: str) -> bool:
    """Whether the match `body` at `start` is "about" a bare hour after a word of being back
    or done or a verb of leaving or arriving (see the module's docstring)."""
    if not _ABOUT.match(body):
        return False
    before = text[max(0, start - 30) : start]
    return bool(_CUE.search(before)) and not _COUNTED.search(before)
