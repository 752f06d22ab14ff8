"""A house number after "at" (tests/data/timeexpr.md, "Not dates": names and numbers of
things): "the neighbour at 1142 brought over our box", "the family at 1408 moved out", "we
live at 1130": the digits name where someone lives, no 24-hour clock time. The cue is what
comes right before "at": a noun of people or of a home, or a verb of living; "the call at
1400 went well", "meet at 1400" stay clock times. `timefourdigit` asks `address_at`.
"""

from __future__ import annotations

import re

#: People or a home right before "at" and its number, or a verb of living ("neighbour at",
#: "the couple at", "the house at", "lives at").
_HOME_BEFORE = re.compile(
    r"\b(neighbou?rs?|nextdoor|next\s+door|family|families|couple|guy|guys|bloke|lady|ladies|"
    r"man|men|woman|women|kids?|folks|people|tenants?|landlord|owners?|residents?|house|home|"
    r"flat|apartment|apt|unit|cottage|bungalow|condo|"
    r"live|lives|lived|living|stay|stays|stayed|staying|reside|resides|resided)\s+at\s+$",
    re.I,
)


def address_at(before: str) -> bool:
    """Whether the text `before`, which ends in "at" and a space right before four digits,
    makes them a house number ("neighbour at | 1142")."""
    return _HOME_BEFORE.search(before) is not None
