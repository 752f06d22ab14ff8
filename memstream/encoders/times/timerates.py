"""What stands right before "in <duration>" and makes the duration how long something took or
takes, no time (tests/data/timeexpr.md, not dates: "in" a duration told as how long something
took, "5k in 28 minutes"); `timephrases.past_duration` asks these:

- a count of things, or a reading (a temperature, a share, a speed), right before it, with no
  word of the future in its clause: how many in how long, or how fast it gets there ("14
  shows in 5 days", "3 goals in 10 minutes", "the new oven hits 450°C in 20 mins", "charges to
  80% in 30 mins"); "the oven will be at 450°C in 20 mins" is the moment it is reached, and
  a count after a word of having is what is ahead ("I have 2 exams in 3 days");
- a possessive's "'s" is no "is" ("shepherd's pie went in 10 mins" is told in the past): the
  clause's word of the future is read without it.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timepastforms import IRREGULAR_PAST

#: A count of things right before "in": a number, at most one word, then a noun in the
#: plural ("14 shows ", "9 wood-fired pizzas ").
_COUNT = re.compile(r"(?<![\w:.,/-])\d[\d,]*\s+([a-z][\w-]*\s+)?(?P<noun>[a-z]{2,}s)\s+$", re.I)
#: Words ending in "s" that are no counted noun ("3 is ", "2 of us ").
_NOT_NOUN = frozenset(
    {"is", "was", "has", "does", "this", "his", "its", "us", "yes", "plus", "less"}
)
#: A reading right before "in": degrees, a share, a speed ("450°C ", "80% ", "60 mph ").
_READING = re.compile(
    r"\d[\d,.]*\s?(°\s?[cf]?|º\s?[cf]?|degrees?|deg|%|percent|mph|kph|km/h)\s+$", re.I
)


#: Words of having or needing before a count: what is ahead ("I have 2 exams in 3 days").
_AHEAD = re.compile(r"\b(have|has|need|needs|gotta|got|owe|due|left)\b", re.I)


def rate(before: str, clause: str) -> bool:
    """Whether `before`, the text right before "in <duration>", ends with a count of things or
    a reading ("14 shows ", "hits 450°C "); a count is what is ahead after a word of having
    in its `clause` ("I have 2 exams in 3 days"). The caller checks the clause for the
    future."""
    m = _COUNT.search(before)
    if m is not None and m.group("noun").lower() not in _NOT_NOUN:
        return not _AHEAD.search(clause)
    return bool(_READING.search(before))


#: A possessive: a word's "'s" before a noun, not before an adverb, a verb's "-ing" or past
#: form, or a word of the future ("the shepherd's pie", not "it's going", "she's just",
#: "it's done"); what may follow "is" as a verb is left alone.
_POSSESSIVE = re.compile(
    r"(?<=[a-z])['’]s(?=\s+(?!(?:just|already|all|still|nearly|almost|not|never|been|being|"
    r"got|gonna|going|gotta|to|so|really|now|finally|about|on|off|in|out|up|down|over|back|"
    rf"here|there|a|an|the|done|gone|{IRREGULAR_PAST})\b)(?![a-z]+(?:ing|ed)\b)[a-z])",
    re.I,
)


def without_possessives(clause: str) -> str:
    """`clause` with each possessive "'s" taken out ("shepherd's pie went" -> "shepherd pie
    went"), so that it is not read as "is"."""
    return _POSSESSIVE.sub("", clause)
