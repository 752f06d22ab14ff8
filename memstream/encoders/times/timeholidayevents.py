"""A holiday naming an event that has a day of its own ("the xmas party tmrw", "our
halloween disco on friday"): the event's kind, no day (tests/data/timeexpr.md, "Not dates":
a holiday that is a noun's attribute, "Christmas lights", "a Christmas jumper").

`timewords._holiday_as_word` reads a holiday before a common noun as its attribute, but chat's
lower case often leaves the noun tagged as a proper noun ("xmas party" as NNP NNP). When the
word after the holiday is a lower-case noun and a day follows it at once ("tmrw", "tonight",
"on friday", "this sat", "on the 19th"), the event is on that day, so the holiday only names
its kind. Not a part of the day or a stretch ("christmas eve tmrw", "easter weekend on
friday") nor a meal told as one occasion, which `_holiday_as_word` keeps as the day.

`timewords.as_word` asks `event_kind`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timevocab import TIME_WORDS, WEEKDAY

_HOLIDAY = re.compile(
    r"^(christmas|xmas|easter|halloween|thanksgiving|hanukkah|diwali|valentines?|nye)$", re.I
)
#: Words after the holiday that leave it the day or its stretch ("christmas eve", "xmas day").
_STAYS = TIME_WORDS | words("eve day break holiday holidays hols week weekend season period time")
#: A day right after the event's noun ("tmrw", "on friday", "this sat", "on the 19th").
_DAY_AFTER = re.compile(
    rf"^((is|was|'s)\s+)?((on|this|next)\s+)?({WEEKDAY}|tmrw|tmr|tomorrow|tonight|today|"
    r"the\s+\d{1,2}(st|nd|rd|th))\b",
    re.I,
)


def event_kind(tokens: list[tuple[int, str, str]], words_at: list[int]) -> bool:
    """Whether the holiday alone at token `words_at` names the kind of the lower-case noun
    after it, whose own day follows that noun at once."""
    if len(words_at) != 1 or not _HOLIDAY.match(tokens[words_at[0]][1]):
        return False
    k = words_at[0] + 1
    if k >= len(tokens):
        return False
    noun = tokens[k][1]
    if not noun.isalpha() or not noun.islower() or noun in _STAYS:
        return False
    after = " ".join(t[1] for t in tokens[k + 1 : k + 5])
    return tokens[k][2] in ("NN", "NNS", "NNP", "NNPS") and bool(_DAY_AFTER.match(after))
