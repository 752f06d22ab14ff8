"""Where a moved plan was, "from X" that Duckling reads apart from its "to Y" (tests/data/
timeexpr.md: a move is two dates, where it was and where it goes): after a verb of moving
in its clause ("the call got pushed from this afternoon to thurs at 4"), "from this
afternoon" is this afternoon itself, not an open stretch from it; "open from 9 to 5" and
"from now on" keep their reading. `timefilter.origin` asks it.
"""

from __future__ import annotations

import re

#: A verb of moving a date.
_MOVING = re.compile(
    r"\b(push|pushed|pushing|move|moved|moving|reschedul(e|ed|ing)|chang(e|ed|ing)|"
    r"switch(ed|ing)?|shift(ed|ing)?|bump(ed|ing)?|postpon(e|ed|ing)|brought|"
    r"swap(ped|ping)?|rebook(ed|ing)?)\b",
    re.I,
)
#: What ends a clause before "from": a stop, a comma, a conjunction.
_CLAUSE = re.compile(r"[.!?;\n]|,\s|\s(and|but|so|then)\s", re.I)


def moved_from(text: str, start: int) -> bool:
    """Whether "from X" at text[start:] follows a verb of moving in its clause, with "to"
    after X: where the plan was."""
    lo = max((m.end() for m in _CLAUSE.finditer(text, max(0, start - 60), start)), default=0)
    return bool(_MOVING.search(text, max(lo, start - 60), start))
