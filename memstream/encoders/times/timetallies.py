"""A placing or a tally at the head of a match, which Duckling reads as a date or a clock
time (tests/data/timeexpr.md, "Not dates": counts and ordinals of things):

- an ordinal right after a verb of placing ("finished 2nd | on monday", "came 4th | on
  sat", "placed 1st | at the fair"): a placing, not a day of the month (Duckling's "2nd on
  monday" is a Monday the 2nd, months away); the time after it alone is the time; not
  before a clock time with am/pm ("the fitter can come 26th 7am"): the day of a visit;
- three or four bare digits right before "on" and a day or "in" and a month ("sold 160 | on
  friday", "raised 420 | on the 3rd", "logged 156 | in march"): a count, not 1:60 or 1:56;
  a word that introduces a clock time before them ("at 930 on monday", "from 1130 on sat")
  leaves them a time, and so does a year ("2019 on ...").

`timecounts.number_head` asks `head`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH

_ORDINAL = (
    r"(\d{1,2}(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
)
#: An ordinal at the head of a match, then the words of a time of its own.
_ORDINAL_HEAD = re.compile(rf"^{_ORDINAL}\s+(?=\S)", re.I)
#: A verb of placing right before the ordinal ("came", "finished", "came in").
_PLACED = re.compile(
    r"\b(came|come|comes|coming|finished|finish|finishes|finishing|placed|place|places|"
    r"placing|ranked|ranks|ranking|took|takes|taking)(\s+in)?\s+$",
    re.I,
)
#: A clock time with am/pm right after the ordinal ("come 26th | 7am"): a visit's day.
_MERIDIEM_AFTER = re.compile(r"^\d{1,2}(:[0-5]\d)?\s*[ap]\.?m\b", re.I)
#: A coming still ahead ("can come", "coming"), not a placing told ("came 1st 9am", "finished
#: 3rd 2pm race").
_VISIT = re.compile(r"\b(come|comes|coming)\s+$", re.I)
#: Three or four bare digits (no year), then "on" and what follows or "in" and a month.
_TALLY_HEAD = re.compile(rf"^(?!(19|20)\d\d\b)\d{{3,4}}\s+(?=on\s+\S|in\s+({MONTH}|may)\b)", re.I)
#: Words that introduce a clock time right before the digits ("at 930 on monday").
_CLOCK_INTROS = frozenset(
    {"at", "by", "from", "till", "until", "til", "to", "around", "about", "before", "after"}
    | {"between", "and", "or", "@", "-"}
)


def head(text: str, start: int, body: str) -> int | None:
    """Where the time starts in a match that begins with a placing or a tally ("finished
    2nd | on monday", "sold 160 | on friday"); None when it begins with neither."""
    before = text[max(0, start - 30) : start]
    placing = _ORDINAL_HEAD.match(body)
    visit = (
        _VISIT.search(before) and _MERIDIEM_AFTER.match(body[placing.end() :]) if placing else None
    )
    if placing and _PLACED.search(before) and not visit:
        return placing.end()
    tally = _TALLY_HEAD.match(body)
    words = before.lower().split()
    if tally and not (words and words[-1] in _CLOCK_INTROS):
        return tally.end()
    return None
