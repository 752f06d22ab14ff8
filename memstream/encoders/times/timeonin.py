"""A verb's particle "on" glued to "in" a count of days ahead ("second coat goes on in 7
days", "the show's on in 3 days"): the count alone. Duckling reads "on in 7 days" as one
match, the hour seven days from now; "in 7 days" alone is that day (tests/data/timeexpr.md,
"in 3 days": that day).

`timematchparts.parts` asks `on_before_in`.
"""

from __future__ import annotations

import re

#: "on", then "in" and what follows it, the whole match.
_ON_IN = re.compile(r"^on\s+(?=in\s+\S)", re.I)


def on_before_in(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part after "on" of the match text[start:stop] that starts "on in ...", None if
    it does not."""
    m = _ON_IN.match(text[start:stop])
    if m is None:
        return None
    return [(start + m.end(), stop)]
