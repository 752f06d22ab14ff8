""" "Between" two bare hours after a verb's object or a word of being somewhere ("dropped it
between 3 and 4", "fed them between 4 and 5", "she'll be home between 5 and 6"): a range of
clock times, also after a verb's particle ("pick up between 4 and 5", "drop off between 2
and 3"; tests/data/timeexpr.md: "from 1 to 3" is 13:00-15:00; a range runs from the first
time to the second), read on the days around the moment said as a range with no day
is. The filter takes "between" two bare numbers for a count ("between 10 and 12 came", "it
weighs between 2 and 3"), which it is after a verb of measure or with a noun after it
("between 3 and 5 people"); after a pronoun or "home", "there", "back", the clause is done
and "between" tells when. Not after "me", "you", "us": a message to someone ("see you fri,
call me between 2 and 3") may mean a day named elsewhere in it, and is left alone.

`timejoins.clock_ranges` asks `clock_between`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timerangeday import up_particle

#: "between" two hours up to twelve, after an object pronoun, a word of being somewhere or a
#: verb's particle.
_BETWEEN = re.compile(
    r"\b(them|it|him|her|home|there|here|back|round|around|over|in|out|by|up|off)\s+"
    r"between\s+(1[0-2]|[1-9])\s+and\s+(1[0-2]|[1-9])$",
    re.I,
)


def clock_between(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is "between" two bare hours after an object pronoun or a
    word of being somewhere, with no noun after it; "up" only as a verb's particle ("pick
    up", not "we were up", "ended up")."""
    m = _BETWEEN.search(text[max(0, start - 10) : end])
    if m is None or (m.group(1).lower() == "up" and not up_particle(text, start)):
        return False
    return not noun_follows(text, end)
