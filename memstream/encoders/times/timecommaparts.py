"""A match that runs across a comma, asked by `timefilter.check`:

- into a time of its own ("after cyber monday, last time", "the second week of may,
  friday"): two times, each read alone (`comma_parts`); a habit after the comma goes;
- into a number ("the 17th, 30 min call", "March 3, up to 50% off"): the date alone, the
  number a count (Duckling reads a two-digit year) (`number_tail`); so into an ordinal
  word heading a noun ("on sat, first game at 6", "lunch on sat, second round"): the
  order of a thing, not the 1st or the 2nd of a month, and so a written ordinal before a
  noun ("booked for monday, 2nd one this month", "shut till friday, 3rd time this year").
"""

from __future__ import annotations

import re

from memstream.encoders.times import timespanhead

#: A match that ends in a comma and a number with no clock sign: Duckling's two-digit year
#: or an end of a range ("the 17th, 30", "March 3, up to 50"), or thousands ("monday, 2k").
_NUMBER_TAIL = re.compile(
    r",\s+((up\s+to|about|around|over|under|nearly|almost|some)\s+)?(\d{1,4})(k)?$", re.I
)


#: A range of small numbers ending the match after a comma ("tuesday, 10-15"), and a count in
#: the plural after it ("days", "working days", "people"): how many, no clock times.
_RANGE_TAIL = re.compile(r",\s+\d{1,3}\s*[-–]\s*\d{1,3}$")
_COUNTED_AFTER = re.compile(
    r"\s+((working|business|more|other)\s+)?(?!(works|suits|fits|sounds|looks|does|goes)\b)"
    r"[a-z]{2,}[^s\W]s\b",
    re.I,
)
#: An ordinal word alone after a comma that ends the match ("on sat, first"), and a noun
#: after the match ("| game at 6"), not "of" ("monday, first of april").
_ORDINAL_TAIL = re.compile(r",\s+(first|second|third|fourth|fifth|sixth|seventh)$", re.I)
#: A written ordinal alone after a comma that ends the match ("monday, 2nd"): before a noun
#: ("| one this month", "| time with this shop") the count of a thing, not the 2nd.
_WRITTEN_TAIL = re.compile(r",\s+\d{1,2}(st|nd|rd|th)$", re.I)
_NOUN_AFTER = re.compile(r"\s+(?!of\b)[a-z]{2,}", re.I)
#: A clock time that ends the part before the comma ("fri at 8", "sun 10am", "at 7:30").
_CLOCK_END = re.compile(r"(\bat\s+\d{1,2}(:\d{2})?|\d{1,2}:\d{2}|\d{1,2}\s*[ap]\.?m\.?)\s*$", re.I)
#: What a price or a count takes after it ("2000 each", "1500 per head", "1500 for the table").
_PRICE_AFTER = re.compile(r"\s+(each|ea|per|for|a|an|pp|pax|apiece|all\s+in)\b", re.I)


def number_tail(
    text: str, start: int, end: int, noun_after: bool, verb: bool = False
) -> int | None:
    """Where a date that runs into a number after a comma ends ("pushed to the 17th, 30 min
    call", "from February 27 to March 3, up to 50% off"): the number is a count, not a
    year or a clock time, when a quantity word comes before it, a noun or "%" after it, or
    it is no hour (over 12), or "k" is glued to it ("bike test on friday, 5k in 9:40"); four
    digits only with a noun after them and no year's digits ("fri at 7:30, 1200 rs"; "March 3,
    2026 was" is a year), or after a clock time with "each"/"per"/"for" or a noun, no `verb`,
    after them ("fri at 8, 2000 each", "sun at 10, 1500 for the table"; not "at 8, 2019 was");
    "see you on the 5th, 8 sharp" stays; a range of numbers before a count in the plural
    ("applied tuesday, 10-15 days") is a count; an ordinal word heading a noun ("on sat,
    first game at 6") or a written one before a noun ("monday, 2nd time") is the order of a
    thing. None: no such number."""
    if (order := _ORDINAL_TAIL.search(text, start, end)) and _NOUN_AFTER.match(text, end):
        return order.start()  # "on sat, | first game at 6"
    if (order := _WRITTEN_TAIL.search(text, start, end)) and noun_after:
        return order.start()  # "till monday, | 2nd time with this shop"
    if (span := _RANGE_TAIL.search(text, start, end)) is not None:
        return span.start() if _COUNTED_AFTER.match(text, end) else None  # "tue, 10-15 days"
    m = _NUMBER_TAIL.search(text, start, end)
    if m is None:
        return None
    count = m.group(2) or m.group(4) or noun_after or text[end : end + 1] == "%"
    if len(m.group(3)) == 4:  # "March 3, 2026": a year; "fri at 7:30, 1200 rs": a price
        year = 1900 <= int(m.group(3)) < 2100
        price = _PRICE_AFTER.match(text, end) or (count and not verb)
        if price and _CLOCK_END.search(text, start, m.start()):
            return m.start()  # "fri at 8, 2000 each", "sun at 10, 1500 for the table"
        return m.start() if count and not year else None
    count = count or int(m.group(3)) > 12  # "2k": thousands, a distance or a sum
    return m.start() if count else None


#: After a comma inside a match, a time of its own: "last/next/this ..." or one weekday or
#: holiday alone ("after cyber monday, last time", "the second week of may, friday").
_OWN_TIME = re.compile(
    r"^((last|next|this)\s+\S.*|(monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"christmas|easter|halloween|thanksgiving|new\s+year'?s?))$",
    re.I,
)


def comma_parts(body: str, after: str = "") -> list[tuple[int, int]] | None:
    """The two parts of a match that runs across a comma into a time of its own (Duckling's
    "before black friday, last year" read as up to Black Friday last year; "launch at 5:45,
    yesterday's got scrubbed": a day with "'s", `after` the match, opens the next clause):
    each read alone; None where the comma joins one date ("Monday, March 3", "Friday, 7")."""
    m = re.search(r",\s+", body)
    if m and timespanhead.routine(body[m.end() :], after):
        return [(0, m.start())]  # "from aug 4 to aug 8, | 10 till 3 each day": a habit
    own = m and re.fullmatch(r"yesterday|today|tomorrow|tonight", body[m.end() :], re.I)
    if m is None or not (_OWN_TIME.match(body[m.end() :]) or (own and after[:1] in ("'", "’"))):
        return None
    return [(0, m.start()), (m.end(), len(body))]
