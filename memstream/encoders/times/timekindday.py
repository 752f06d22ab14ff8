"""A weekday after "a"/"an" at the head of a longer match: a kind of day, not a day
(tests/data/timeexpr.md: "habits and kinds of days"; "a Christmas sweater"). "feb 13 is a
friday next yr", "we met on a friday night in june", "the 4th is a monday next month": the
weekday (and its part of the day) names no date; what follows it with a word of its own
("next yr", "in june", "next month") is a time read alone. A weekday that a meal or a
clock time follows in the match is an occasion ("grab a friday lunch next week?", "there's a
wednesday 3pm slot"), read as any other; so is one proposed ("fancy a friday night out next
week?", "up for a saturday morning next week?"): a verb of proposing before "a" makes it
one day to meet, not a kind. A one-word match after "a" is
`timealone.one_word`'s; "a week friday" (a week from Friday) starts with no weekday.

`timefilter.check` asks `parts`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: "(on) a friday (night)" at the head of a match; the article may be just before it.
_HEAD = re.compile(
    rf"^((on|of)\s+)?(?P<article>an?\s+)?{WEEKDAY}\b\.?"
    r"(\s+(morning|afternoon|evening|night|nite))?",
    re.I,
)
_ARTICLE_BEFORE = re.compile(r"\b(on\s+)?an?\s+$", re.I)
#: A verb of proposing right before "a": the day is one to meet ("fancy a friday night").
_PROPOSED = re.compile(
    r"\b(fancy|grab|wanna|want|up\s+for|how\s+about|what\s+about|free\s+for|book|plan)\s+"
    r"(an?\s+)?$",
    re.I,
)
#: What after the kind of day is a time of its own: "next yr", "in june", "this month".
_OWN = re.compile(r"^\s+(?=(next|last|this|in|of)\s+\S)", re.I)


def parts(text: str, start: int, body: str) -> list[tuple[int, int]] | None:
    """The times in a match `body` at text[start:] that begins with a weekday after "a"
    (none, or what follows it with a word of its own: "it was a friday night" is none); None
    if it begins otherwise, goes on with a meal or a clock time ("a friday lunch") or is
    proposed ("fancy a friday night")."""
    m = _HEAD.match(body)
    if m is None or not re.search(r"\s", body):
        return None  # no weekday head, or one word: timefilter's own rule
    if not m.group("article") and not _ARTICLE_BEFORE.search(text[max(0, start - 8) : start]):
        return None  # "friday next week", "on friday night"
    lead = start + max(m.end("article"), 0)  # after "a" in the match, or where it starts
    if _PROPOSED.search(text[max(0, start - 20) : lead]):
        return None  # "fancy a friday night out next week?": one to meet
    rest = body[m.end() :]
    own = _OWN.match(rest)
    if rest.strip() and own is None:
        return None  # "grab a friday lunch next week", "a wednesday 3pm slot": an occasion
    return [(start + m.end() + own.end(), start + len(body))] if own else []
