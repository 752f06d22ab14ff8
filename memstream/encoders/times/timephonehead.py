"""The last group of a phone number heading a match ("ring the office on 01632 960 123 by
5pm on thurs": Duckling reads "123 by 5pm" as 13:23): no time (tests/data/timeexpr.md, not
dates: counts and numbers). A number right after another group of digits, joined by a space,
a dot or a hyphen ("01632 960 | 123", "555-1234", "0161.496 | 0732"), is the tail of a phone
or reference number; the rest of the match ("by 5pm on thurs") is read again. A number after
a word ("room 3 at 4", "call me at 3") heads no such chain, nor does a number that counts the
match's unit ("paid 300 5 days ago", "train 1415 2 days from now").

`timematchparts.parts` asks `after_phone`.
"""

from __future__ import annotations

import re

#: A group of digits right before the match, joined to it ("01632 960 ", "555-").
_GROUP_BEFORE = re.compile(r"\d{3,}[ .-]$|\d+[ .-]\d+[ .-]$")
#: The match's head: a bare number before a word that introduces a time ("123 by", "461
#: after"); not a count of the match's own ("ordered 250 2 weeks ago": "2 weeks ago").
_HEAD = re.compile(r"^\d+\s+(?=(by|before|after|at|on|from|till|until|til|around)\b)", re.I)


def after_phone(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] after a phone number's last group that heads
    it, None if none does."""
    head = _HEAD.match(text[start:stop])
    if head is None or not _GROUP_BEFORE.search(text[max(0, start - 12) : start]):
        return None
    return [(start + head.end(), stop)]
