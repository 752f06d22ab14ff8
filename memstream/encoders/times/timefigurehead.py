"""Matches headed or made by a figure that is no time (tests/data/timeexpr.md, not dates:
counts, measures and ordinals of things):

- the decimals of a reading heading a match ("it read 39.1 this morning": Duckling reads "1
  this morning"), or a count over 12 a change starts from ("up from 140 last yr": Duckling
  reads 1:40; "down from 1200 last month"; "I'm up from 6 tomorrow" is 6 o'clock, "been up
  from 530 this morning" 05:30): the rest of the match, read again;
- an ordinal of a pronoun heading a match ("the 4th one this week"): the rest, read again;
- a number with thousands after a match's last number ("tomorrow at 9am to 1,500 people"):
  the match up to the word before that number; a figure with thousands after a comma that
  ends the match ("opens mon at 10am, 1,899 aed": Duckling reads a day of the year 1899):
  the match up to that comma;
- a length written with a glued "h" ("about 5h left", "1h10 door to door", "for 2h
  yesterday"): a duration, no time, the day after it read again (timegluedlength.py);
- betting odds ("odds of 7/2", "at 11/4 odds"): no date;
- an ordinal night with a thing or a place after it ("first night in the tent"): a count of
  nights, no date;
- "in" a number of units after an ordinal and its noun ("the 4th cold in 3 months") or after
  a measure that went down or up ("5kg down in 6 weeks"): how often or how fast, no time;
- "first" with no "the" heading "on" a day ("pharmacy first on weds", "gym first on
  monday"): the adverb, what comes first, not the 1st; the day read again;
- a price of one or two digits heading a match ("2 for £10 | from sat", "£5 | on
  friday"): no clock time, the rest read again;
- a count or a price heading "in" a year ("bought 300 in 2019", "at $8.50 in 2022":
  Duckling reads a clock time on a day of that year): no clock time, the year read again.

`timematchparts.parts` asks `figure_head` first; None: no such figure. `timecounts.number_head`
asks `awake_since`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeawake, timegluedlength

#: A match's head that is a reading's decimals: the digits right after "<digits>.".
_DECIMALS_BEFORE = re.compile(r"\d\.$")
_NUMBER_HEAD = re.compile(r"^\d+\s+(?=[a-z])", re.I)
#: A change in a count right before its figure ("way up from 140 last yr"), "from" maybe
#: in the match ("down from | 1200 last month").
_CHANGE_BEFORE = re.compile(r"\b(up|down)\s+from\s+$", re.I)
_CHANGE_HEAD = re.compile(r"(from\s+)?(?P<n>\d+)(\s+(?=[a-z])|$)", re.I)
#: Chat's clock time written without a colon and a part of the day after it: "been up from
#: 530 this morning" is awake since 05:30.
_CLOCK_DIGITS = re.compile(r"^\d{1,2}[0-5]\d$")
_DAY_PART = re.compile(r"\s*(am|pm|this\s+(morning|am)|last\s+night|tonight)\b", re.I)
_ORDINAL = r"(\d{1,2}(st|nd|rd|th)|first|second|third|fourth|fifth|sixth)"
#: "first" heading "on" and a day, with no determiner before it (an adverb).
_FIRST_ON = re.compile(r"^first\s+(?=on\s+[a-z])", re.I)
_DETERMINER_BEFORE = re.compile(r"\b(the|a|an|my|your|his|her|our|their|its|this|that)\s+$", re.I)
#: A currency sign right before the match.
_CURRENCY_BEFORE = re.compile(r"[£$€¥₹]\s*$")
_PRICE_HEAD = re.compile(r"^\d{1,2}(\.\d\d)?\s+(?=[a-z])", re.I)
#: A count or a price (maybe after "at", with decimals) heading "in" and a year.
_FIGURE_IN_YEAR = re.compile(r"^(at\s+)?\d[\d,]*(\.\d+)?\s+(?=in\s+(19|20)\d\d\b)", re.I)
_ORDINAL_ONE = re.compile(rf"^(the\s+)?{_ORDINAL}\s+one\s+(?=[a-z])", re.I)
#: A match that ends on a number whose thousands follow it ("... to 1", ",500").
_THOUSANDS_AFTER = re.compile(r"^,\d{3}\b")
#: A figure with thousands after a comma that ends a match ("..., 1,899").
_THOUSANDS_TAIL = re.compile(r",\s*\d{1,3}(,\d{3})+$")
_LAST_NUMBER = re.compile(r"\s+(to|till|until|-)\s*\d{1,2}$", re.I)
_FRACTION = re.compile(r"^\d{1,2}/\d{1,2}$")
_ODDS = re.compile(r"\bodds\b[^.!?,]{0,20}$", re.I)
_ODDS_AFTER = re.compile(r"^\s+odds\b", re.I)
_DENOMINATOR_ODDS = re.compile(r"^/\d{1,2}\s+odds\b", re.I)
_NIGHT = re.compile(rf"^(my\s+|our\s+|the\s+)?{_ORDINAL}\s+nights?$", re.I)
_NIGHT_THING = re.compile(r"^\s+(with|in|at|without|back|home)\b", re.I)
_IN_UNITS = re.compile(
    r"^in\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(days?|weeks?|months?|years?)$",
    re.I,
)
_ORDINAL_NOUN = re.compile(rf"\b{_ORDINAL}\s+[a-z]+\s+$", re.I)
_MEASURE_MOVED = re.compile(
    r"\d\s?(kg|kgs|kilos?|lbs?|pounds|st|stone|cm|inches|k|km|miles?|%)\s+(down|up|off|lost)\s+$",
    re.I,
)

Span = tuple[int, int]


def _changed_count(text: str, start: int, stop: int) -> list[Span] | None:
    """The rest of a match text[start:stop] headed by a count over 12 that a change starts
    from ("up from 140 last yr", "down from | 1200 last month"), None if none heads it; not
    "up from 6 tomorrow" (6 o'clock) nor "up from 530 this morning" (awake since 05:30)."""
    m = _CHANGE_HEAD.match(text, start, stop)
    if m is None or int(m.group("n")) <= 12:
        return None
    change = _CHANGE_BEFORE.search(text[max(0, start - 40) : m.start("n")])
    if change is None:
        return None
    if awake_since(text, m.start("n"), m.end("n")):
        return None
    return [(m.end(), stop)] if m.end() < stop else []


def awake_since(text: str, start: int, end: int) -> bool:
    """Whether the digits at text[start:end] after "up from" are a clock time written without
    a colon, a part of the day after it ("been up from 530 this morning"): awake since then;
    not a count's earlier value ("steps are 1200, up from 530 this morning", timeawake.py)."""
    clock = _CLOCK_DIGITS.match(text[start:end]) and _DAY_PART.match(text, end)
    return bool(clock and timeawake.person_up(text, start))  # not "steps are 1200, up from"


def figure_head(text: str, start: int, stop: int) -> list[Span] | None:
    """The parts of the match text[start:stop] to read again (none for a figure that is no
    time), or None when no figure heads or makes it."""
    body = text[start:stop]
    before = text[max(0, start - 40) : start]
    head = _NUMBER_HEAD.match(body)
    if head and _DECIMALS_BEFORE.search(before):  # "39.1 this morning"
        return [(start + head.end(), stop)]
    first = _FIRST_ON.match(body)
    if first and not _DETERMINER_BEFORE.search(before):  # "gym first | on monday"
        return [(start + first.end(), stop)]
    price = _PRICE_HEAD.match(body)
    if price and _CURRENCY_BEFORE.search(before):  # "3 for £10 | from sat"
        return [(start + price.end(), stop)]
    if (year := _FIGURE_IN_YEAR.match(body)) is not None:  # "bought 300 | in 2019"
        return [(start + year.end(), stop)]
    if (changed := _changed_count(text, start, stop)) is not None:
        return changed
    one = _ORDINAL_ONE.match(body)
    if one:  # "the 4th one this week"
        return [(start + one.end(), stop)]
    if (tail := _THOUSANDS_TAIL.search(body)) is not None:  # "mon at 10am | , 1,899 aed"
        return [(start, start + tail.start())] if tail.start() else []
    if _THOUSANDS_AFTER.match(text[stop : stop + 5]):  # "at 9am to 1,500 people"
        last = _LAST_NUMBER.search(body)
        return [(start, start + last.start())] if last else []
    if (glued := timegluedlength.length(text, start, stop)) is not None:
        return glued  # "5h left", "1h10 door to door", "for 2h | yesterday"
    if _DENOMINATOR_ODDS.match(text[stop : stop + 12]):
        return []  # "at 11/4 odds": Duckling reads "at 11"
    if _FRACTION.match(body) and (_ODDS.search(before) or _ODDS_AFTER.match(text[stop:])):
        return []  # "odds of 7/2", "a 5/1 odds bet"
    if _NIGHT.match(body) and _NIGHT_THING.match(text[stop : stop + 12]):
        return []  # "first night in the tent"
    if _IN_UNITS.match(body) and (
        _ORDINAL_NOUN.search(before) or _MEASURE_MOVED.search(before)
    ):  # "the 4th cold in 3 months", "5kg down in 6 weeks"
        return []
    return None
