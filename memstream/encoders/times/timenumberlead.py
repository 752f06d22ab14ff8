"""Numbers in a match that count, size or name something, which Duckling reads as clock
times (tests/data/timeexpr.md, "Not dates": counts and measures, names and other words):

- a school year or class group, "year"/"yr" and a number of one or two digits ("covering
  yr 9 from the 3rd", "the new year 7 scheme"): the group, not 9 o'clock nor New Year's
  Day; what follows it is read alone ("from the 3rd"); "new year 2027" (four digits) and a
  greeting ("happy new year 2 all", chat's "to") stay the holiday;
- a bare number with no word of a clock time before it, heading a range of days ("on tower
  3 from the 16th to the 22nd", "bay 4 from monday till friday"): a thing's number, no
  clock time (one at a number of whole days would be a standing rule), so the range is read
  alone; "at 3 from the 16th ..." goes on to the other rules;
- the number after "N-for"/"N for" in an offer ("2-for-1 till 7", "it's 3 for 2 until
  sunday"): a count, fewer than N, so the time after it is read alone ("till 7"); not a
  booking's time after its party ("a table for 4 for 7:30 on friday");
- a range of bare numbers right before a unit of length, height, weight or speed ("fri,
  8-12 ft faces", "5-7 km", "gusts 20-30 kts"): a measure, so what comes before it is read
  alone ("fri"); not a word that goes on in digits ("thurs 7-9 m8?": chat's "mate");
- a range of bare numbers right after a plural noun that they number, heading the match
  before a time of its own ("awards 1-6 from 8:40", "heats 3-5 at 2pm"): the things'
  numbers, so the time after them is read alone; not after units of time ("hours 2-4").

`timecounts.check` asks `cut`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

#: "new" maybe, then "year"/"yr" as the whole match, before a group's number and a word.
_NEW_YEAR = re.compile(r"^new\s+(year|yr)$", re.I)
#: A greeting before "new year" ("happy new year 2 all": "2" is "to", the holiday stays).
_GREETING = re.compile(r"\b(happy|merry)\s+$", re.I)
_GROUP_AFTER = re.compile(r"^\s+\d{1,2}\b(?![:.]\d)(?!\s*(am|pm|a\.m|p\.m)\b)", re.I)
#: A group's number heading the match ("yr | 9 from the 3rd").
_GROUP_BEFORE = re.compile(r"\b(year|yr)\s+$", re.I)
_NUMBER_HEAD = re.compile(r"^\d{1,2}\s+(?=(from|till|until|til|to|on|at|by|this|next)\b)", re.I)
#: A range of days after the number: "from" a day of the month or a weekday "to" another.
_DAY = rf"(the\s+)?(\d{{1,2}}(st|nd|rd|th)|{WEEKDAY})\b"
_DAYS = re.compile(rf"^from\s+{_DAY}.*\b(to|till|until|til|thru|through)\s+{_DAY}", re.I)
_CLOCK_BEFORE = re.compile(r"\b(at|by|around|about|till|until|til|before|after|@)\s*$", re.I)
#: An offer's first number and "for" before the match ("2-for-|1", "3 for |2").
_OFFER = re.compile(r"\b(?P<n>\d{1,2})\s*-?\s*for\s*-?\s*$", re.I)
#: The offer's second number, fewer than the first and no clock time ("for 4 for 7:30").
_OFFER_HEAD = re.compile(r"^(?P<m>\d{1,2})\b(?![:.]\d)\s*(?!(am|pm|a\.m|p\.m)\b)", re.I)
#: A range of bare numbers, ending the match or heading it before a time's word.
_RANGE_END = re.compile(r"(^|[\s,])(\d{1,3})\s*-\s*(\d{1,3})$")
_RANGE_HEAD = re.compile(
    r"^\d{1,3}\s*-\s*\d{1,3}\s+(?=(from|at|@|on|by|this|next|tomorrow|tonight|today)\b)", re.I
)
#: A unit of length, height, weight or speed right after a range ("8-12 | ft").
_UNIT = re.compile(
    r"^\s*(ft|feet|foot|m|metres?|meters?|km|kms|mi|miles?|cm|mm|kg|kgs|lbs?|oz|yds?|"
    r"yards?|kts?|knots?|mph|kph|km/h|inch|inches|°|%)(?![a-z0-9])",
    re.I,
)
#: A plural noun right before a range (the things numbered), not a unit of time.
_PLURAL_BEFORE = re.compile(r"\b([a-z]{3,}[^su'’\W]s)\s+$", re.I)
_TIME_UNITS = frozenset({"hours", "hrs", "mins", "minutes", "days", "weeks", "months", "years"})


def cut(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:end] that may be times when it holds a group's, an
    offer's or a range's number (none, or the words before or after it); None otherwise."""
    body = text[start:end]
    greeting = _GREETING.search(text[max(0, start - 8) : start])
    if _NEW_YEAR.match(body) and _GROUP_AFTER.match(text[end : end + 12]) and not greeting:
        return []  # "the new yr | 7 scheme": a year group, not New Year's Day
    head = _NUMBER_HEAD.match(body)
    if head and _GROUP_BEFORE.search(text[max(0, start - 8) : start]):
        return [(start + head.end(), end)]  # "yr 2 | from the 8th till 9 feb"
    before = text[max(0, start - 10) : start]
    if head and _DAYS.match(body[head.end() :]) and not _CLOCK_BEFORE.search(before):
        return [(start + head.end(), end)]  # "tower 3 | from the 16th to the 22nd"
    offer = _OFFER.search(text[max(0, start - 12) : start])
    m = _OFFER_HEAD.match(body) if offer else None
    if offer and m and int(m.group("m")) < int(offer.group("n")):
        return [(start + m.end(), end)] if m.end() < len(body) else []  # "2-for-1 | till 7"
    ranged = _RANGE_END.search(body)
    if ranged and _UNIT.match(text[end : end + 8]):
        rest = body[: ranged.start()].rstrip(" ,")
        return [(start, start + len(rest))] if rest else []  # "fri, | 8-12 ft faces"
    lead = _RANGE_HEAD.match(body)
    noun = _PLURAL_BEFORE.search(text[max(0, start - 24) : start])
    if lead and noun and noun.group(1).lower() not in _TIME_UNITS:
        return [(start + lead.end(), end)]  # "awards 1-6 | from 8:40"
    return None
