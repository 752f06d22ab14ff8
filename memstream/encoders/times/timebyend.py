"""A clock time or a figure that Duckling glues to "by (the) end of" a week, a month or a
year after it ("get everything to 3.12 by end of june", "down to 6:30 from 7:45 by end of the
month"): two parts, the figure and the deadline (not "by end of (the) day", a day's close),
not the figure's minute that Duckling makes of them both ("3.12 by end of june" as 03:12
today). The deadline is its stretch's end
(tests/data/timeexpr.md: "the end of March" is late March; "by X" is X); the figure is read
alone, a time or not as its own words tell.

`timematchparts.parts` asks `figure_by_end`.
"""

from __future__ import annotations

import re

#: A clock time or a dotted figure heading the match, maybe after "at", "from" or "to", then
#: "by (the) end of".
_FIGURE_BY_END = re.compile(
    r"^((at|from|to)\s+)?\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?(?P<by>\s+by\s+(the\s+)?end\s+of\b)"
    r"(?!\s+(the\s+)?(day|today|tonight)\b)",
    re.I,
)


def figure_by_end(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The figure and "by end of ..." of the match text[start:stop] as two parts, None where
    the match is no figure before "by (the) end of"."""
    m = _FIGURE_BY_END.match(text[start:stop])
    if m is None:
        return None
    by = start + m.start("by")
    return [(start, by), (by + len(m.group("by")) - len(m.group("by").lstrip()), stop)]
