"""Numbers as a match writes them: the words zero to sixty and the ordinals (and their regex
alternations, which `timefilter` builds its patterns from), the signs of a clock time, the
numbers in a match and whether a match is numbers alone (`bare`: no unit, no day, no am/pm).
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeratings
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import MONTHS, WEEKDAYS

NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60}
ORDINAL_WORDS = _words(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
    "thirtieth"
)
#: The words of a clock time read from bare numbers ("at 5", "from 5 to 10", "up to eighteen").
_BARE = _words(
    "at around about approximately approx by from to between and or up till until til o "
    "nearly almost over under roughly some"
)
NUMBER_ALT = "|".join(NUMBER_WORDS)
ORDINAL_ALT = "|".join(sorted(ORDINAL_WORDS))
#: Signs that a number is a clock time, not a count.
CLOCK = re.compile(
    r"(\d:\d|\b(a\.?m|p\.?m|o'?clock|noon|midnight|morning|afternoon|evening|night|tonight|"
    r"today|tomorrow|yesterday|tmrw|" + "|".join(sorted(WEEKDAYS | MONTHS)) + r")\b|\d(am|pm|h)\b)",
    re.I,
)
_NUMBER = re.compile(rf"\b(\d+|{NUMBER_ALT})\b", re.I)


def numbers(body: str) -> list[int]:
    """The numbers in `body`, in digits or words ("from 5 to ten" -> [5, 10])."""
    out = []
    for m in _NUMBER.finditer(body):
        tok = m.group(1).lower()
        out.append(int(tok) if tok.isdigit() else NUMBER_WORDS[tok])
    return out


def bare(body: str) -> bool:
    """Numbers and quantity or range words only: no unit, no day, no am/pm."""
    if not numbers(body) or CLOCK.search(body) or timeratings.date_range(body):
        return False  # "from 05/21 to 05/25": dates
    words = (w.lower() for w in re.findall(r"[A-Za-z]+", body))
    return all(w in _BARE or w in NUMBER_WORDS for w in words)
