""" "By" a bare number after a change of a size, an amount, a place or a score: how much, no
clock time (tests/data/timeexpr.md: counts and measures are no dates), whatever cue of a
request, a need or a deadline stands beside it ("can you make the font bigger by 2", "indent
by 2 pls", "we need to improve by 3", "so bump up the price by 2", "leading by 3 at the latest
count"). Told by the word "by" hangs on: a comparative or a word of direction right before it
("bigger", "shorter", "left", "wrong", "under"), or a verb of changing a size, an amount, a
place or a score in the clause ("nudge", "extend", "scale", "indent", "improve", "increasing",
"expanded", "spaced", "lead", "trail", "defeated", "outscore"; "bump", "knock", "mark", "turn",
"top" and "round" only with their particle or object: "bump up", "round it", not "turn up by
5", "come round by 3"). Not a thing done, sent or ready by then ("can someone ring them by
11", "board needs rewriting by 5 pls", "tidy up the stockroom by 5"), which `timebytask.due_by`
reads as that hour.
"""

from __future__ import annotations

import re

#: A comparative or a word of direction or of being wrong right before "by" ("make it
#: shorter by 3", "shift the logo left by 4", "the till is wrong by 5", "we're under by 2").
_SIZE_WORD = re.compile(
    r"\b(bigger|smaller|shorter|longer|wider|narrower|higher|taller|larger|thicker|thinner|"
    r"heavier|lighter|faster|slower|louder|quieter|further|farther|closer|darker|brighter|"
    r"cheaper|dearer|left|right|wrong|under|apart|forwards?|backwards?|sideways)\s*$",
    re.I,
)
#: A verb of changing a size, an amount, a place or a score in the clause before "by".
_SIZE_VERB = re.compile(
    r"\b(nudg|extend|scal|indent|offset|improv|increas|reduc|expand|enlarg|widen|lengthen|shorten|"
    r"resiz|rotat|outscor|outpac|outpoll|outplay|defeat|lead|trail|spac)(e|es|ed|ing|s)?\b"
    r"|\b(led|leads)\b"
    r"|\b(bump|knock|mark|turn|top|crank|jack|ramp|dial|step|notch|scale|space)(s|ed|ped|ping|"
    r"ing)?\s+((it|them|this|that|everything|the\s+[a-z]+)\s+)?(up|down|out|back)\b"
    r"|\bround(s|ed|ing)?\s+(it|them|this|that|up|down|off)\b",
    re.I,
)


def sized(clause: str) -> bool:
    """Whether "by" right after `clause` (the text of its clause before "by") tells how much
    a size, an amount, a place or a score changes ("can you nudge it", "the rent needs
    reducing", "so bump up the price", "make the font bigger"): no clock time."""
    return bool(_SIZE_WORD.search(clause) or _SIZE_VERB.search(clause))
