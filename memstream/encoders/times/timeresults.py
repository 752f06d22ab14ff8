"""A match's result before a score at the head of a match ("we beat st albans 14-9 | on
tuesday", "lost to city 3-1 | on sunday", "the score was 2-4 | on sunday"): Duckling reads
the score and the day as a date ("14-9 on tuesday": 9 December of a year whose 9 December is
a Tuesday, years away), but bare numbers joined by a hyphen before a day are counts unless a
word of being free or busy comes before them (tests/data/timeexpr.md, "sat 2-4", "the score
was 2-4 on sunday"). A verb of a result with who was beaten or played between (up to three
words, after "to", "with", "against" or "over": the other side's name), or "score was/is",
makes the numbers a score: the day after it alone is the time. A clause's end between
("beat the rovers, 2-4 on saturday") or any other word before the numbers leaves them to
the other rules. `timecounts.number_head` asks `score_head`.
"""

from __future__ import annotations

import re

#: A score at the head of a match ("3-1 on sunday", "4 to 2 on sunday"), Duckling's day and
#: month or its minutes to an hour.
_SCORE_HEAD = re.compile(r"^\d{1,3}(\s*[-\u2013]\s*|\s+to\s+)\d{1,3}\s+(?=[a-z])", re.I)
#: Verbs of a result right before a score ("won 3-1", "we drew 1-1", "finished 2-2").
_RESULTS = frozenset(
    {"won", "lost", "drew", "drawn", "beat", "tied", "finished", "ended", "thrashed", "edged"}
)
#: Verbs of a result that take the other side after them ("beat st albans 14-9", "lost to
#: city 3-1", "drew with the rovers 2-2").
_AGAINST = frozenset({"won", "lost", "drew", "beat", "tied", "thrashed", "edged", "smashed"})
#: Who was beaten, between the verb and the score ("beat them 3-1").
_BEATEN = frozenset({"them", "us", "him", "her", "it", "'em", "em"})
_JOINS = frozenset({"to", "with", "against", "over", "vs", "v"})
#: Words that are no part of the other side's name: a clause goes on, or a time is introduced
#: ("beat the traffic and got in 2-4", "lost my keys at 2-4").
_NOT_NAMES = frozenset(
    {"and", "but", "then", "so", "at", "from", "between", "till", "until", "by", "around"}
    | {"about", "is", "was", "are", "were", "be", "got", "get", "in", "on", "for", "my"}
)
#: The score told as one ("the score was 2-4", "final score is 3-1").
_SCORE_WORDS = frozenset({"score", "scores", "scoreline", "result"})
_SCORE_VERBS = frozenset({"was", "is", "were", "of"})


def _result_before(before: list[str]) -> bool:
    """Whether the words before a score name a result (the kinds above)."""
    if before and before[-1] in _BEATEN:
        before = before[:-1]  # "we beat them 3-1", "finished it 2-2"
    if before and before[-1] in _RESULTS:
        return True  # "won 3-1"
    if len(before) >= 2 and before[-1] in _SCORE_VERBS and before[-2] in _SCORE_WORDS:
        return True  # "the score was 2-4"
    for n in range(1, 5):  # the other side's name, its join word
        if len(before) <= n:
            return False
        skipped = before[-n:]
        if any(not re.fullmatch(r"[a-z'’.]+", w) for w in skipped):
            return False  # a clause's end or a number between
        name = skipped[1:] if skipped[0] in _JOINS else skipped
        if any(w in _NOT_NAMES for w in name):
            return False  # "beat the traffic and got there 2-4": no side's name
        if before[-n - 1] in _AGAINST and name:
            return True  # "beat st albans 14-9", "lost to city 3-1"
    return False


def score_head(text: str, start: int, body: str) -> int | None:
    """Where the time starts in a match that begins with a score after a result ("won 3-1 |
    on sunday", "beat st albans 14-9 | on tuesday"); None when it begins with no such score."""
    score = _SCORE_HEAD.match(body)
    if score is None:
        return None
    before = [w.lower() for w in text[max(0, start - 40) : start].split()]
    return score.end() if _result_before(before) else None
