"""What may follow a day of the month written in figures, with no "on" before it, and leave
it a date that ends its phrase ("we land the 19th for 9 nights", "dropping the van back the
8th at porto"): how long a stay lasts ("for" a count of a unit), or a place named bare after
"at" where a word of arriving, returning or collecting comes before (not "at the ...", where
the ordinal may count a thing: "take the 2nd at the roundabout", nor "take the 2nd at lidl",
"finished the 3rd at worlds"). `timechat.clause_ends` asks `ends_phrase` after its own new
clauses, chat's "bc" and the clause after it among them ("got moved to the 22nd bc the part
is late").
"""

from __future__ import annotations

import re

from memstream.encoders.times import timedaynextword
from memstream.encoders.times.timenumberwords import NUMBER_ALT

#: "for" and a count of a unit of time: how long, no noun the ordinal modifies.
_FOR_SPAN = re.compile(
    rf"^\s+for\s+((\d{{1,3}}|{NUMBER_ALT}|a|an|a\s+few|a\s+couple(\s+of)?)\s+)"
    r"(nights?|days?|weeks?|wks?|months?|hours?|hrs?)\b",
    re.I,
)
#: "at" and a bare place's name ("at faro"); not a determiner, a number or a clock word.
_AT_PLACE = re.compile(
    r"^\s+at\s+(?!(the|a|an|my|your|our|his|her|their|this|that|least|most|last|first|"
    r"noon|midnight|night|\d)\b)[a-z]{3,}\b",
    re.I,
)
#: A word of arriving, returning or collecting before the date, in its clause: "at" a bare
#: place then is where ("back the 8th at faro"); not "take the 2nd at lidl" (an exit),
#: "finished the 3rd at worlds" (a rank).
_ARRIVAL = re.compile(
    r"\b(back|return\w*|arriv\w*|land\w*|collect\w*|pick\w*\s+(\w+\s+)?up|drop\w*\s+(\w+\s+)?off)"
    r"\b[^.,!?;]*$",
    re.I,
)


def ends_phrase(text: str, end: int) -> bool:
    """Whether what follows the date at text[:end] leaves it a date ending its phrase."""
    after = text[end : end + 40]
    at_place = _AT_PLACE.match(after) and _ARRIVAL.search(text[:end])
    joined = timedaynextword.joined_clause(text, end)  # "start the 23rd but my job ..."
    return bool(_FOR_SPAN.match(after) or at_place or joined)
