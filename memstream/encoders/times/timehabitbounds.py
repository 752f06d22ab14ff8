"""The bounds of a habit told in one match, and habits of the days of a season
(tests/data/timeexpr.md: a habit is no time, the stretch it holds over is):

- a match of days in the plural or after "every" that goes on "since" a time ("every sunday
  since 1987": since when), or ends in "for" a month or "till" a day ("on tuesdays at 7:30
  for october": october; "every night 9pm till sunday": sunday, as "until X" is X), not
  "till" a clock time, however told, or a part of the day ("every morning till 9am", "till
  half 9", "till 9ish": the habit's own hour);
- "every" (or "each") day, night or weekday "of" a named time right before a match ("every
  friday of lent at 6pm", "each sunday of advent"): the habit's days, no time; not a time
  that says which one ("every day of next week": next week), nor a month or a season of the
  calendar ("i'm working every day of june": june).

- a part of the day or "day" that opens a match after "every" (or "each") and one word that
  tells which kind ("every clear night since the 1st of june", "each cold morning since
  monday"): the habit's, as "every night" is, so its bound alone is a time; not a number or
  a word of order ("every 2 nights", "every other night"), which `timefilter` reads itself.
  Only where the match has such a bound: the word after "every" may as well be what a verb
  takes ("we need every volunteer | morning of the 14th", "i called every plumber | day
  before yesterday"), and the match is then the time, as it is read without the rule.

- a match that opens with the clock time of such a rule, then a comma and a time of its own
  ("every friday of lent at 6pm, tonight the youth lead"): that time alone.

`timefilter.check` asks `bound`, `days_of`, `described` and `after_rule`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timehabits
from memstream.encoders.times.timevocab import MONTH, WEEKDAY

#: "since" a time, "for" a month, "till"/"until" a time after the habit's days or hours in
#: one match ("every sunday since 1987": since when the habit has gone on).
_BOUND = re.compile(
    rf"\S\s+(?:since\s+(?=\S)|for\s+(?:the\s+month\s+of\s+)?(?={MONTH}\b|may\b)|"
    r"(?:un)?till?\s+(?=\S))",
    re.I,
)
#: What "till" leads that is the habit's own hour, no bound of its days.
_HOUR = re.compile(
    r"^(?:(?:un)?till?\s+)?(?:about\s+|around\s+)?(?:half\s+(?:past\s+)?|(?:a\s+)?quarter\s+"
    r"(?:past|to|after)\s+|\d{1,2}\s+(?:past|to)\s+)?(?:\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?|"
    r"o'?clock|ish)?|noon|"
    r"midday|midnight|late|dark|dawn|sunset|sunrise|close|(?:the\s+)?(?:morning|afternoon|"
    r"evening|night|lunch(?:time)?))$",
    re.I,
)
#: "every friday of", "each day of the": a habit's days within a named time.
_EVERY_OF = re.compile(
    rf"\b(?:every|each)\s+(?:other\s+)?(?:{WEEKDAY}|day|night|morning|evening|weekend)\s+"
    r"of\s+(?:the\s+)?$",
    re.I,
)
#: A match that says which one: its own time ("next week", "this month", "2025"), or a
#: month or a season of the calendar ("every day of june", "every weekend of the summer").
_WHICH = re.compile(
    rf"^(?:this|next|last|coming|the\s+(?:next|last|coming)|\d|(?:the\s+)?(?:{MONTH}|may|"
    r"spring|summer|autumn|fall|winter)\b)",
    re.I,
)


#: A count of weekdays "in" a month ("4 thursdays in june", "2 sundays in may"): days of that
#: month counted, no habit, and the month is a time.
_COUNTED_IN = re.compile(rf"^\d{{1,2}}\s+{WEEKDAY}s\s+(?=in\s+(?:{MONTH}|may)\b)", re.I)


def bound(body: str) -> int | None:
    """Where the bound of a habit starts in the match `body` ("tuesdays at 7:30 | for
    october", "night 9pm | till sunday", "4 thursdays | in june"), None if it has none."""
    if (counted := _COUNTED_IN.match(body)) is not None:
        return counted.end()
    for m in _BOUND.finditer(body):
        tail = body[m.start() + 1 :].lstrip()
        if not own_hour(tail):
            return len(body) - len(tail)
    return None


def own_hour(tail: str) -> bool:
    """Whether `tail` ("till half 9", "until 10pm", "till late") is a habit's own hour, no
    bound of its days."""
    return bool(_HOUR.match(tail))


def days_of(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is the named time of "every friday of" a season:
    the habit's days, no time of its own ("every friday of lent at 6pm")."""
    return bool(_EVERY_OF.search(text[max(0, start - 40) : start])) and not _WHICH.match(
        text[start:end]
    )


#: "every" or "each" and one word that tells which kind, right before a match ("every clear |
#: night"); the word no number, determiner or word of order.
_EVERY_KIND = re.compile(
    r"\b(?:every|each)\s+(?!(?:other|alternate|one|of|the|\d)\b)[a-z]{3,}\s+$", re.I
)
#: A match that opens with a part of the day or "day" ("night since the 1st of june").
_PART_HEAD = re.compile(r"^(?:day|morning|afternoon|evening|night)\b", re.I)


def described(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] opens with the part of the day of a habit told with
    one word of its kind ("every clear | night since the 1st of june"): the habit's, where
    the match is bound (`bound`); `timefilter.check` asks it only then."""
    return bool(_PART_HEAD.match(text[start:end])) and bool(
        _EVERY_KIND.search(text[max(0, start - 30) : start])
    )


#: A clock time, a comma, then a time of its own in one match ("at 6pm, tonight").
_CLOCK_COMMA = re.compile(r"^(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?,\s+(?=\S)", re.I)


def after_rule(text: str, start: int, end: int) -> int | None:
    """Where the time after a comma starts in a match that opens with the clock time of a
    rule about days in the plural or every day ("every friday of lent at 6pm, | tonight the
    youth lead": tonight), None if the match is no such thing."""
    m = _CLOCK_COMMA.match(text[start:end])
    if m is None or not timehabits.sentence_habit(text, start, start + m.end() - 2):
        return None
    return start + m.end()
