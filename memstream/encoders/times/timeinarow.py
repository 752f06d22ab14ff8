"""An ordinal of a unit counted in a row ("the 4th night in a row", "second weekend running",
"3rd day straight", "3rd night on the bounce", a weekday too: "2nd sat in a row", "third
friday running"): how many times over, a count, no date
(tests/data/timeexpr.md, not dates: counts and ordinals of things). Duckling reads "third
night" as the night of the 3rd; such a match is dropped. "On the third night of the trip" or
"the 3rd at night" keep their reading, and so does "the 2nd sat of the month".

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


def counted_in_row(text: str, start: int, stop: int) -> bool:
    """Whether the match text[start:stop] is an ordinal of a unit counted in a row."""
    return bool(_COUNTED.match(text[start:stop]) and _ROW.match(text[stop : stop + 20]))
