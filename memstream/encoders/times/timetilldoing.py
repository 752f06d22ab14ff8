"""A bare hour after "till"/"until" and before a verb in "-ing", what was going on up to that
hour ("stayed up till 1 doing practice questions", "worked until 3 fixing the build"), or
after "at", what went on at that hour ("got a text at 6 asking if i could swap"): the
gerund starts a clause of its own, no noun the number would count, so the hour stays a clock
time (tests/data/timeexpr.md: "until X", like "by X", is X; a clock time's grain). After "at"
only a gerund of asking or telling ("rang at 6 asking"), or one after a past verb or "up"
("started at 7 relabelling", "up at 4 baking"), and none of a price's or a level's course
("including", "heading", "rising"), nor after a word of a price, a count or a level ("priced at
5 including vat", "the stock is at 9 heading to 10", "she's at 4 feeding now", "we're at 10
leaving now"): those count, no clock. Not a
noun in "-ing" ("till 9 evening", "till 2 things"): the number's noun, left as before.

`timeneighbours.noun_follows` asks `doing_after`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words

#: "till" or "until" and a bare hour that end the text before the gerund; not after a number
#: ("3 till 7 training", "count from 1 till 10 using ..."), nor "upto", a count ("upto 4
#: sleeping bags").
_TILL_HOUR = re.compile(r"\b(till?|until)\s+([1-9]|1[0-2])\s*$", re.I)
_AFTER_NUMBER = re.compile(r"\d\s*(till?|until)\s+\d{1,2}\s*$", re.I)
#: "at" and a bare hour ending the text before the gerund.
_AT_HOUR = re.compile(r"\bat\s+\d{1,2}\s*$", re.I)
#: A copula, a price or a count right before that "at" ("is at 9", "we're at 5", "priced at
#: 5", "tickets at 6"): a level or a price, no clock time.
_LEVEL_AT = re.compile(
    r"(\b(is|was|are|were|be|been|stays?|stayed|sits?|sitting|now|still)|['’](s|re)|\b(price[ds]?|"
    r"pric(e|ing)|sell(s|ing)?|sold|tickets?|stock|shares?|temp|rate[ds]?|costs?|going|valued)"
    r"|\d)\s+at\s+\d{1,2}\s*$",
    re.I,
)
#: Gerunds of asking or telling that after "at N" start a clause of their own ("rang at 6
#: asking if i could cover"), no count's.
_TELLING = words(
    "asking saying telling wanting offering begging checking wondering complaining demanding "
    "needing requesting confirming explaining shouting screaming crying moaning"
)
#: A past verb, "up", "in", "there" or a clause's start right before that "at" ("started at
#: 7", "up at 4", "i'll be there at 4", "at 10 shopping then lunch"): what one does then.
_DONE_AT = re.compile(
    r"(\b([a-z]{2,}ed|up|awake|woke|got|had|rang|came|went|began|in|back|there|start|starts)\s+"
    r"|^\s*|[,.;:!?\n]\s*)at\s+\d{1,2}\s*$",
    re.I,
)
#: "at" and the hour opening the text or a clause ("at 9 going live").
_OPENS = re.compile(r"(^|[,.;:!?\n])\s*at\s+\d{1,2}\s*$", re.I)
#: Gerunds of a price's or a level's course, or of what it holds, no clause of their own.
_COURSE = words("including excluding incl heading going rising falling climbing dropping")
#: A word in "-ing" right after the hour, not plural.
_GERUND = re.compile(r"^\s+([a-z]{2,}ing)\b(?!['’]s)", re.I)
#: Nouns in "-ing", which a number may count or a time of day may name.
_NOUNS = words(
    "morning evening thing spring ring king wing string sibling building ceiling meeting "
    "wedding painting pudding filling feeling setting ending outing booking lining earring "
    "offspring duckling seedling dumpling sapling"
)


def doing_after(text: str, end: int) -> bool:
    """Whether the bare hour ending at text[:end] follows "till"/"until" or "at" and a verb
    in "-ing" follows it ("stayed up till 1 doing homework", "rang at 6 asking")."""
    m = _GERUND.match(text[end : end + 30])
    if m is not None and _AT_HOUR.search(text[max(0, end - 8) : end]):
        gerund, before = m.group(1).lower(), text[max(0, end - 24) : end]
        opens = _OPENS.search(before) is not None  # "at 9 going live"
        done = _DONE_AT.search(before) is not None and (opens or gerund not in _COURSE)
        return (gerund in _TELLING or done) and _LEVEL_AT.search(before) is None
    return (
        m is not None
        and m.group(1).lower() not in _NOUNS
        and _TILL_HOUR.search(text[max(0, end - 12) : end]) is not None
        and _AFTER_NUMBER.search(text[max(0, end - 16) : end]) is None
    )
