"""Numbers that Duckling reads as clock times and are none (tests/data/timeexpr.md, not
dates: counts and measures):

- a number before "%" or "percent" ("after the 10% discount", "by 5 percent"): a share, no
  clock time;
- a bare number of three or four digits right after a word that names a numbered thing, then
  a day ("duty 318 tmrw", "bus 214 today"): that thing's number; the day stays. Not after a
  word of grammar, of meeting or a verb, which heads a clock time ("at 730 tmrw", "meet 730
  tmrw", "the bus leaves 930 tomorrow"), nor when its last two digits are minutes on a five
  ("gym 630 tmrw", "lunch 1230 friday", "match 1500 saturday"): a clock time as chat writes it.

`timematchparts.parts` asks `number_parts`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timerates import named_at

#: A match that is only a number after words that introduce it ("after the 10", "at 5").
_ONLY_NUMBER = re.compile(
    r"^((after|before|at|by|from|till|until|around|about|the|like|to)\s+)*\d{1,4}$", re.I
)
_SHARE_AFTER = re.compile(r"\s?(%|percent\b|per\s?cent\b)", re.I)
#: Three or four bare digits heading the match, then a word.
_NUMBER_HEAD = re.compile(r"^\d{3,4}\s+(?=[a-z])", re.I)
#: Words that head a clock time written as bare digits ("meet 730", "ok 730", "is 730"),
#: and a verb in "-s" or "-ing" ("the bus leaves 930", "leaving 845"; not "bus 214").
_CLOCK_LEAD = re.compile(
    r"^(meet|leave|call|ring|start|starts|finish|finishes|arrive|arrives|land|lands|wake|up|"
    r"is|was|be|ok|okay|k|then|so|til|till|until|around|abt|approx|yeah|yes|sure|maybe|or|"
    r"you|me|him|her|us|them|it|[a-z]+[^su\W]s|[a-z]+ing)$",
    re.I,
)


def number_parts(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:stop] that are times when a number in it is a share
    or a thing's number (none, or the day after the number), None otherwise."""
    body = text[start:stop]
    if _ONLY_NUMBER.match(body) and _SHARE_AFTER.match(text, stop):
        return []  # "after the 10% discount"
    head = _NUMBER_HEAD.match(body)
    if head is None:
        return None
    digits = head.group(0).strip()
    if int(digits[-2:]) % 5 == 0 and int(digits[-2:]) < 60 and int(digits[:-2]) < 24:
        return None  # "gym 630 tmrw", "match 1500 saturday": a clock time
    before = text[max(0, start - 30) : start]
    word = named_at(before)
    if word is None or _CLOCK_LEAD.match(before[word:].strip()):
        return None  # "at 730 tmrw", "meet 730 tmrw"
    return [(start + head.end(), stop)]  # "duty 318 | tmrw"
