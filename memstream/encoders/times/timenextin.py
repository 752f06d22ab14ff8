""" "Next" and a noun heading a part of its own right before "in" a duration ("🐦 next session
in 2 weeks", "done for today, next dose in 4 hours", "and next check in 30 mins"): what is
ahead and when, a time (tests/data/timeexpr.md: "next" and a noun in a part with no verb
announce what is ahead; "in N units" is the unit holding that moment), even after a past
verb earlier in the clause ("ringed 40 birds 🐦 next session in 2 weeks"). Not "next" after
an article or a verb, a thing done ("we did the next lap in 2 minutes": how long it took).
"""

from __future__ import annotations

import re

#: "next" at the head of the part (its clause's start, after an emoji or other sign, or
#: after "and"/"then"/"so"/"but"), then a noun or two, right before "in".
_NEXT_HEAD = re.compile(
    r"(^\s*|[^\w\s'’]\s*|\b(and|then|so|but)\s+)next\s+[a-z]+(\s+[a-z]+)?\s*$", re.I
)


def next_ahead(clause: str) -> bool:
    """Whether `clause`, the text before "in <duration>" back to its clause's start, ends
    with "next" and a noun at the head of a part of its own ("... 🐦 next session")."""
    return bool(_NEXT_HEAD.search(clause))
