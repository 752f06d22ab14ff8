"""A race time told as a goal in a message about a race (tests/data/timeexpr.md: "a race
time, a pace or a lap is no time of day"): "h:mm" right after "target", "goal", "aiming
for", "hoping for" or "sub", maybe then "under" ("jo's doing the half on sunday, her goal is
1:55", "aiming for under 1:30", "hoping to go under 3:30"), or after the words of one ("want
to break 1:45", "finally went under 1:50"), where a word
of a race stands anywhere in the message; "my target is 5:30 for getting home" with no race
stays a time of day, and so does one said "at" ("the race starts at 9:30"). The race's own
words right by the number are `timeracetime.race_time`'s. `timematchparts.parts` asks it.
"""

from __future__ import annotations

import re

#: "h:mm" (maybe ":ss") alone, as the whole match.
_TIME = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?$")
#: A goal right before the number ("target is", "goal of", "aiming for", "sub", "aiming for
#: under", "hoping to break"), or the words of one ("want to break", "finally went under").
_GOAL = re.compile(
    r"\b(targets?|goals?|aim|aiming|hoping|hopes?)(\s+(is|was|of|for|time|at|around|to|go|get|"
    r"break|finish|run|under|below|beneath))*\s*$"
    r"|\bsub\s*$"
    r"|\b(to|wanna|gonna|gotta|could|can|will|might)\s+break\s*$"
    r"|\b(go|went|going|get|got|run|ran|came|come|finish|finished|dip|dipped)\s+(under|below)\s*$",
    re.I,
)
#: A word of a race anywhere in the message.
_RACE = re.compile(
    r"\b(marathons?|half|ultra|triathlon|parkrun|race|racing|running|runs|\d+\s?(k|km)|"
    r"10k|5k|mile\s+\d+|pb|pr|finish\s+line|pace)\b",
    re.I,
)


def target(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is a race time given as a goal."""
    if not _TIME.match(text[start:end]):
        return False
    return bool(_GOAL.search(text, max(0, start - 25), start) and _RACE.search(text))
