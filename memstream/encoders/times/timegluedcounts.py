"""Counts, prices and numbered things that Duckling glues to a time (tests/data/timeexpr.md,
"Not dates": counts and measures, prices, ordinals of things):

- a number of three or more digits heading a match, right after a currency sign or the
  noun of a numbered thing ("down from £428 | last year", "went up $140 | on oct 1", "out of
  flat 237 | at the start of the month"): a price or a name's number, which Duckling reads as
  the clock time 4:28, 1:40, 2:37; the time after it is the time (`head`). Numbers of one
  or two digits are cut off by `timefilter`'s count before a time ("turned 21 on
  saturday"), and after a place known by its number ("on court 2 | after lunch", which
  Duckling reads as 14:00) by `head`; a bare number after a verb stays chat's clock time
  ("leaves 930 tomorrow");
- "after" or "through" a number at the end of a match, before a thing counted in the
  plural ("home yesterday | after 4 nights", "on the 4th | after 3 more attempts"):
  a count, no clock time, so the time before it is the time; an ordinal with no "the"
  before it ("we're on 4th after 3 other acts") is a place in a running order, no day
  (`tail`). "after 4 games" alone is `timephrases.count`'s; "yesterday after 5" with no
  counted noun, "tomorrow after 4 is fine" stay clock times.

- "in" a year after a count of 20 or more or a price ("bought 200 in 2021", "at $12.40 in
  2021"): the year, no ratio ("1 in 1000", "1 in 2000": a round hundred stays one).

`timecounts.number_head` asks `head`, `timefilter.check` asks `tail` and `ratio_before`.
(Not `timeglued`, which reads a preposition glued to a word by a hyphen.)
"""

from __future__ import annotations

import re

from memstream.encoders.times import timerangecount
from memstream.encoders.times.timenumberwords import NUMBER_ALT
from memstream.encoders.times.timephrases import words

#: A number of three or more digits (a price may have a comma or decimals) before a word
#: that starts a time of its own.
_HEAD = re.compile(
    r"^\d{3,}(,\d{3})*(\.\d\d)?\s+(?=(last|next|this|yesterday|today|tomorrow|tonight|on|in|"
    r"at|by|the|during|from|since|until|till|before|after)\b)",
    re.I,
)
#: A currency sign or code right before the number ("£356", "R$120", "usd 150").
_CURRENCY = re.compile(r"([£$€¥₹]|\b(usd|eur|gbp|aud|cad|nzd|inr|rs))\s*$", re.I)
#: Nouns of things known by a number ("unit 214", "room 305", "gate 112", "#118").
_NUMBERED = words(
    "unit units room rm flat apt apartment suite hive gate platform bus route table plot lot "
    "court row seat locker bay box door house ward bed pier dock berth quay wharf jetty mooring "
    "lane aisle level floor "
    "space stand booth pitch stall terminal track channel no no. number num ticket order "
    "invoice ref case id pin code extension ext flight train"
)


#: A number of one or two digits before a word that starts a time of its own.
_SMALL_HEAD = re.compile(
    r"^\d{1,2}\s+(?=(last|next|this|yesterday|today|tomorrow|tonight|on|in|at|by|the|during|"
    r"from|since|until|till|before|after)\b)",
    re.I,
)
#: Places known by a small number, where one plays, sits or stays ("on court 2 after lunch",
#: "green 5 after tea", "rink 4 tomorrow"); not a bus, a train or a flight, whose number
#: may be chat's clock time ("the train 7 tomorrow").
_NUMBERED_PLACES = words(
    "room rm flat apt suite hive gate platform table plot court row seat locker bay box "
    "ward bed pier dock berth quay wharf jetty mooring lane aisle level floor stand booth pitch "
    "stall terminal lawn rink "
    "green field hole tee net mat ring studio screen hall stage tent cabin pod"
)


def head(text: str, start: int, body: str) -> int | None:
    """Where the time starts in a match that begins with a price or a numbered thing's
    number of three or more digits ("£356 | last year", "flat 318 | at the start of the
    week"), or a place's number of one or two ("court 2 | after lunch"); None if it begins
    with no such number."""
    before = text[max(0, start - 20) : start]
    small = _SMALL_HEAD.match(body)
    place = re.search(r"\b([a-z]+)\s+$", before, re.I)
    if small and place and place.group(1).lower() in _NUMBERED_PLACES:
        return small.end()  # "we're on court 2 | after lunch": the court's number
    m = _HEAD.match(body)
    if m is None:
        return None
    if _CURRENCY.search(before) or before.endswith("#"):
        return m.end()
    word = re.search(r"([A-Za-z][A-Za-z.]*)\s+$", before)
    return m.end() if word and word.group(1).lower() in _NUMBERED else None


_NUMBER = (
    r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|"
    r"a\s+couple(\s+of)?|several)"
)
#: "after"/"through" a number ending a match that has a time before it.
_TAIL = re.compile(rf"\s+(after|through|thru)\s+{_NUMBER}$", re.I)
#: A thing counted in the plural right after the number ("5 nights", "2 other bands").
_COUNTED = re.compile(
    r"^\s+((other|more|whole|full|straight|long|short|big|hard|sleepless|separate|"
    r"different)\s+)?([a-z]{3,}s)\b",
    re.I,
)
#: Words ending in s that leave "after 4" a clock time ("after 4 is fine", "after 4 thanks").
#: Units of time are left to `timecounts` ("the next dose after 6 | weeks").
_NOT_COUNTED = words(
    "is was has does this thanks yes as its pls plus works suits secs seconds mins minutes "
    "hrs hours days weeks wks fortnights months years yrs decades"
)
#: An ordinal with no "the" before the count: a place in an order ("on 3rd after 2 bands").
_PLACE = re.compile(r"^(on\s+)?\d{1,2}(st|nd|rd|th)$", re.I)


def tail(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The time before "after N things" that ends the match text[start:end] ("yesterday |
    after 5 nights"), none for a place in an order ("on 2nd after 3 other acts"); None
    when the match ends in no such count, or in a range of a count of units ("tuesday, |
    10-15 days", timerangecount.py)."""
    if (ranged := timerangecount.tail(text, start, end)) is not None:
        return ranged
    m = _TAIL.search(text, start, end)
    if m is None or m.start() == start:
        return None
    counted = _COUNTED.match(text[end : end + 40])
    if counted is None or counted.group(3).lower() in _NOT_COUNTED:
        return None
    if _PLACE.match(text[start : m.start()].strip()):
        return []  # "we're on 3rd after 2 other bands": a place in the running order
    return [(start, m.start())]


#: The number right before "in" a year: maybe a price's sign or decimals.
_BEFORE_IN = re.compile(r"([£$€¥₹]\s*)?(\d+)(\.\d+)?\s+$")
_IN_YEAR = re.compile(r"^in\s+((19|20)\d\d)$", re.I)


def year_after_count(text: str, start: int) -> bool:
    """Whether the match at `start`, "in" a year that is no round hundred, follows a price or
    a count of 20 or more ("bought 200 | in 2021", "at $12.40 | in 2021"): the year, not a
    ratio's "in" ("1 in 1000", "one in 2000")."""
    year = _IN_YEAR.match(text[start : start + 7])
    number = _BEFORE_IN.search(text[max(0, start - 16) : start])
    if year is None or number is None or int(year.group(1)) % 100 == 0:
        return False
    return bool(number.group(1) or number.group(3)) or int(number.group(2)) >= 20


_RATIO_BEFORE = re.compile(rf"(#)?\b(\d+|{NUMBER_ALT})\s+$", re.I)
_LABEL_YEAR = re.compile(r"^in\s+(19|20)\d\d$", re.I)  # "baby #1 in 2019", not "#1 in 1000"
#: A word that makes "one" a pronoun, no count ("the last one in 2021", "that one in 2019").
_ONE_PRONOUN = re.compile(
    r"\b(the|that|this|last|first|next|previous|latest|other|new|old)\s+one\s+$", re.I
)
#: A noun after the year that it counts ("the first one in 2000 years"): a span, no year.
_SPAN_AFTER = re.compile(r"\s+(years?|yrs?|decades?|centuries|months?|days?|people|ppl)\b", re.I)


def ratio_before(text: str, start: int, body: str) -> bool:
    """Whether a number right before the match `body` ("in 4", "in 1000", "in 2021") makes
    it a ratio's "in" ("1 in 4 people", "1 in 1000"): not a label's number before a year
    ("baby #1 in 2019") nor a count or a price before one (`year_after_count`), nor "one" as
    a pronoun before a year ("the last one in 2021 was chaos")."""
    ratio = _RATIO_BEFORE.search(text[max(0, start - 12) : start])
    if ratio is None:
        return False
    pronoun = _ONE_PRONOUN.search(text[max(0, start - 24) : start])
    if _LABEL_YEAR.match(body) and pronoun and not _SPAN_AFTER.match(text, start + len(body)):
        return False
    return not ((ratio.group(1) and _LABEL_YEAR.match(body)) or year_after_count(text, start))
