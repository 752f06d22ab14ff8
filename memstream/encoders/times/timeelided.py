"""A bare number after "after" or "in" whose unit the message named just before ("texts take
like 10 min to arrive and the code expires after 5", "the timer runs 30 secs, the lock resets
in 10"): a length in that unit, no clock time (tests/data/timeexpr.md, not dates: durations
without an anchor, "after" a duration with no anchor). Only after a verb of running out or
lasting ("expires", "times out", "resets", "lasts", "runs out", "locks"), where a clock time
is seldom meant, and with a length in minutes, seconds or hours earlier in the same message;
"the shop closes after 5" or "it expires after 5pm" stay clock times, and so does "expires
after 5" with no length before it. `timefilter.check` asks `elided`.
"""

from __future__ import annotations

import re

#: A verb of running out or lasting, then "after"/"in" and a bare number, as the whole match
#: starts ("after 5").
_AFTER_N = re.compile(r"^(after|in)\s+(\d{1,2})$", re.I)
_RUNS_OUT = re.compile(
    r"\b(expires?|expired|expiring|times?\s+out|timed\s+out|resets?|lasts?|lasted|runs?\s+out|"
    r"ran\s+out|locks?|locked|dies|died|cuts?\s+out|shuts?\s+off|goes\s+dead|invalid|dead)\s+$",
    re.I,
)
#: A length with a unit of the clock earlier in the message ("10 min", "30 secs", "2 hrs").
_LENGTH = re.compile(r"\b\d+\s*(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h)\b", re.I)


def elided(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end], "after"/"in" a bare number, is a length whose unit
    was named before it ("... 10 min ... the code expires after 5")."""
    if not _AFTER_N.match(text[start:end]):
        return False
    if not _RUNS_OUT.search(text[max(0, start - 25) : start]):
        return False
    return bool(_LENGTH.search(text[:start]))
