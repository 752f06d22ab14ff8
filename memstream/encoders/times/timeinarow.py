"""An ordinal of a unit counted in a row ("the 4th night in a row", "second weekend running",
"3rd day straight", "3rd night on the bounce", a weekday too: "2nd sat in a row", "third
friday running"): how many times over, a count, no date
(tests/data/timeexpr.md, not dates: counts and ordinals of things). Duckling reads "third
night" as the night of the 3rd; such a match is dropped. "On the third night of the trip" or
"the 3rd at night" keep their reading, and so do "the 2nd sat of the month" and a weekday
before "running" that starts a noun ("the first sunday running club").

`timematchparts.parts` asks `counted_in_row`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_ORDINAL = (
    r"(\d{1,2}(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
    r"tenth|eleventh|twelfth)"
)
_UNIT = rf"((night|day|morning|evening|week|weekend|month|year|time)s?|{WEEKDAY}\.?)"
#: The match: an ordinal and a unit ("third night", "the 2nd year").
_COUNTED = re.compile(rf"^((the|a|my|our|its)\s+)?{_ORDINAL}\s+{_UNIT}$", re.I)
#: What follows it: a row ("in a row", "running", "straight", "on the trot", "on the bounce",
#: "on the spin", "back to back").
_ROW = re.compile(
    r"^\s+(in\s+a\s+row|running|straight|on\s+the\s+(trot|bounce|spin)|back[\s-]to[\s-]back)\b",
    re.I,
)


#: After a weekday, "running" or "straight" is a row only ending its clause ("third friday
#: running.", "2nd sat straight now", "4th tues straight i've worked late"): else it starts a
#: noun ("the first sunday running club").
_WEEKDAY_ROW = re.compile(
    r"^\s+(in\s+a\s+row|on\s+the\s+(trot|bounce|spin)|back[\s-]to[\s-]back|(running|straight)"
    r"\s*($|[^\w\s]|(now|again|lol|tho|and|but|so|i|i've|ive|we|we've|you|u|he|she|it|they|"
    r"the|my|our|his|her|their|that)\b))",
    re.I,
)
_WEEKDAY_END = re.compile(rf"{WEEKDAY}\.?$", re.I)


def counted_in_row(text: str, start: int, stop: int) -> bool:
    """Whether the match text[start:stop] is an ordinal of a unit counted in a row."""
    row = _WEEKDAY_ROW if _WEEKDAY_END.search(text[start:stop]) else _ROW
    return bool(_COUNTED.match(text[start:stop]) and row.match(text[stop : stop + 20]))
