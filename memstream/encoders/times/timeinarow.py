"""An ordinal of a unit counted in a row ("the 4th night in a row", "second weekend running",
"3rd day straight", "3rd night on the bounce", a weekday too: "2nd sat in a row", "third
friday running"): how many times over, a count, no date
(tests/data/timeexpr.md, not dates: counts and ordinals of things). Duckling reads "third
night" as the night of the 3rd, or "weekend" alone after its ordinal ("3rd | weekend on the
bounce"); such a match is dropped. "On the third night of the trip" or "the 3rd at night" keep
their reading, and so do "the 2nd sat of the month" and a weekday
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


#: A unit alone, the match of one whose ordinal Duckling left out ("3rd | weekend").
_UNIT_ALONE = re.compile(rf"^{_UNIT}$", re.I)
#: The ordinal right before such a match ("3rd weekend on the bounce").
_ORDINAL_BEFORE = re.compile(rf"\b{_ORDINAL}\s+$", re.I)


def counted_in_row(text: str, start: int, stop: int) -> bool:
    """Whether the match text[start:stop] is an ordinal of a unit counted in a row, or the
    unit of one whose ordinal comes right before it ("3rd | weekend on the bounce")."""
    body = text[start:stop]
    lead = _ORDINAL_BEFORE.search(text[max(0, start - 16) : start])
    if not (_COUNTED.match(body) or (lead and _UNIT_ALONE.match(body))):
        return False
    row = _WEEKDAY_ROW if _WEEKDAY_END.search(body) else _ROW
    return bool(row.match(text[stop : stop + 20]))
