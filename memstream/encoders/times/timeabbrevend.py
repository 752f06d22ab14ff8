"""A weekday cut short that is also a word ("sat", "wed", "sun") where it ends its part of
the message, not introduced (tests/data/timeexpr.md, "not dates": "a weekday cut short that is
a word"): the verb or the noun needs a subject or a determiner before it ("I sat.", "they
wed, then ...", "in the sun!"), so it is a plan's day after

- a word of being back ("he's back wed to fix the sink", "back sat for the late shift"): the
  day of the return, "sun" only where its part ends ("back sun!"; not "lie back sun on
  my face");
- an event ("pub quiz sat", "bowling trip sun!"), a place one will be at ("lunch at my
  nan's sat, she's cooking") or "again" ("trying again wed");
- a particle of going after a verb of it ("heading down sat, it's a long drive"; not "sun",
  "soaking up sun!");
- "it's" or "is", the day of what the message is about ("the final is sat!", "it's sun, only 3
  teams entered"; not a list of what it is, "it's sun, sea and sand");
- a noun in a question that is a plan ("paintball + pizza sat?", "brunch sun?"), with no
  subject and no determiner or preposition before the day ("the cat sat?", "any sun?").

`timeabbrev.day_introduced` asks `plan_day`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timebyplace import at_place
from memstream.encoders.times.timephrases import words as _words

_BACK = _words("back")
#: What ends the part right after the day: the end, a stop, a comma, a question or an
#: emoji (no clock time, no word: "the kids sat 5 minutes", "we sat quietly").
_ENDS = re.compile(r"^\s*($|[^\w\s'’-])")
_QUESTION = re.compile(r"^\s*\?")
#: A list of what something is after "it's sun,": "sun, sea and sand".
_NOUN_LIST = re.compile(r"^\s*,\s*[a-z]+\s*(,|and\b|&|\+)", re.I)
_PARTICLES = _words("up down over round across out")
_COPULA = _words("it's its it’s is")
#: Words before a verb or a noun ("sat", "sun") that make it no day: subjects, determiners,
#: quantifiers and prepositions.
_NOT_BEFORE = _words(
    "i we you u he she they it who everyone everybody someone anyone nobody just then and or "
    "finally also all both the a an my your his her our their its some any no more much "
    "enough full in of for to at on with from into under"
)


def _words_before(text: str, start: int) -> list[str]:
    """The words of the part before `start` (up to the last stop, comma or emoji)."""
    part = re.split(r"[^\w\s'’+&]", text[max(0, start - 80) : start])[-1]
    return [w.lower() for w in re.findall(r"[\w'’]+", part)]


def plan_day(text: str, start: int, events: frozenset[str]) -> bool:
    """Whether the "sat", "wed" or "sun" at `start` is a plan's day (see the module's
    docstring); `events` are nouns of events ("trip", "party")."""
    day = text[start : start + 3].lower()
    rest = re.sub(r"^[\w.]*", "", text[start : start + 40])
    ends = bool(_ENDS.match(rest))
    words = _words_before(text, start)
    before = words[-1] if words else ""
    if before in _BACK:
        return day != "sun" or ends
    if not ends or before in _NOT_BEFORE:
        return False
    if before in events or before.rstrip("s") in events or before == "again":
        return True
    if at_place(text[:start]):
        return True  # "lunch at my nan's sat,"
    if before in _PARTICLES:
        return day != "sun" and len(words) > 1 and words[-2].endswith("ing")
    if before in _COPULA:
        return not _NOUN_LIST.match(rest)
    if not _QUESTION.match(rest):
        return False
    return not any(w in _NOT_BEFORE for w in words) and len(words) <= 6
