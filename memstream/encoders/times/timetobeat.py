"""Clock-looking numbers that are times to beat and the times set against them
(tests/data/timeexpr.md, "Not dates": race times, paces and laps):

- "h:mm" right before "or better", "or faster", "or quicker", "or less", "or under" ("need
  2:48 or better on the climb", "a 1:05 or faster split"): a time to beat, how long a
  thing takes, no time of day;
- another "h:mm" in the same sentence as one of those, not introduced as a time of day
  ("at", "by", "from" ...), no am/pm, after a word of a record, maybe with its copula
  ("current is 2:51", "my best was 2:55", "pb 2:50", "last lap was 1:15"): the time it is
  set against, a length too. One said "at" stays a time of day ("need 2:48 or better,
  leaving at 4:45"), and so does one after a copula of anything else ("sunset is 7:45",
  "kickoff is 10:00", "it's now 6:10", "the train is 11:05").

`timeelapsed.length` asks `to_beat`.
"""

from __future__ import annotations

import re

_CLOCK = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?$")
#: "or better" and its kind right after the number.
_OR_BETTER = re.compile(r"^\s+or\s+(better|faster|quicker|less|under|lower)\b", re.I)
#: Any "h:mm" before "or better" (where in the text).
_TARGET = re.compile(
    r"(?<![\w:.])\d{1,2}:\d{2}(:\d{2})?\s+or\s+(better|faster|quicker|less|under|lower)\b", re.I
)
#: What comes right before a time set against one to beat: a word of a record, maybe with its
#: copula ("current is", "my best was", "pb", "record's").
_SET_AGAINST = re.compile(
    r"\b(currently|current|best|pb|pr|record|kom|qom|lap|split|time)"
    r"(\s+(is|was|=)|['’]s)?\s*:?\s*$",
    re.I,
)
_STOP = re.compile(r"[.!?;\n](\s|$)")


def to_beat(text: str, start: int, end: int) -> bool:
    """Whether the "h:mm" at text[start:end] is a time to beat or one set against it."""
    if not _CLOCK.match(text[start:end]):
        return False
    if _OR_BETTER.match(text[end : end + 20]):
        return True  # "need 2:48 or better"
    if not _SET_AGAINST.search(text[max(0, start - 20) : start]):
        return False
    lo = max((m.end() for m in _STOP.finditer(text, 0, start)), default=0)
    hi = _STOP.search(text, end)
    return bool(_TARGET.search(text, lo, hi.start() if hi else len(text)))
