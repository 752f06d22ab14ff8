"""Times of a rule over repeated days, and time words that are names in quotes
(tests/data/timeexpr.md: "habits and kinds of days", "the clock times of a rule about days in
the plural or every day", "names, titles and other words"):

- a clock time (or a weekday and its clock time) with no anchor of its own, in a clause that
  names its days as repeated: days in the plural ("closed on weekends after 8", "no fires after
  10pm on weeknights"; not a count of them, "handover at 7:30 then 3 more nights on the
  ward": how many are left or were, unless a share of each week, "3 nights a week"),
  "every"/"each" day or week ("open at 8 sharp every weekday", "mon
  and weds at 5 every week"), "daily" or "nightly" ("pills at 8am daily", "on site 8 to
  4 daily"), "all season/year", or a range of weekdays before it ("mon-fri 9-5", "open mon
  to sat 10-6"), or hours as its subject ("quiet hours are 10pm-6am", "opening hours: 9-5"):
  a rule's time, no date; so is a clock time on "a" weekday of its own, any such day ("no
  bus before 7 on a monday"), unless its sentence names one week or day ("meet at 3 on a
  tues, next week?"). The clause runs to a sentence's end,
  a comma, "but" or "so" (not "and": "mon and weds 6-8 all term" is one rule; "and" and a
  new subject do: "op is thurs at 9 and i can't drive for 3 days"), or a clock time alone
  between commas after a clause that names a day of every month ("the clinic is the first
  monday of each month, 9:30-12": the rule's hours); a clause
  that names this, next or last week (month, year) is about one occurrence ("I work mon-fri
  9-5 next week"), unless it is the day the rule starts ("8pm to 6am every night from
  today");
- a day after which "of every/each month" (week, year) follows ("the first monday of every
  month", "the 3rd thursday of each month", "the 10th of every month"): a habit;
- an ordinal of a stretch's days with no date of its own ("the second day was scorching"):
  an ordinal of things;
- a time word inside a short quoted name that is not speech ("the striker is 'sunday'
  sanchez", "we close with 'monday monday'", "a playlist of 'friday night' bangers"): a
  name or a title; quoted after a word of saying it is speech ("she said 'friday'"), and a
  quoted month with a day's number or a part of it is a date ("results 'w/c 2 sept'",
  "interviews 'early jan'");
- weekdays joined before "for N weeks" ("tues + thurs 7:30pm for 6 weeks") and a weekday
  that is the other side of "a" weekday ("a sunday instead of sat"): `timestanding`.

`timefilter.check` asks `scheduled`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timemonthcopula, timestanding
from memstream.encoders.times.timevocab import MONTH, WEEKDAY

_DAY = f"({WEEKDAY})"
_CLOCK = r"(\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?|noon|midnight|midday)"
#: A rule's time: a clock time or range, maybe after its weekday ("thurs at 6", "thurs 7-9").
_SLOT = re.compile(
    r"^((at|by|after|before|from|around|until|till|til|between|on)\s+)?"
    rf"({_DAY}s?(\s*([-\u2013]|to|thru|through)\s*{_DAY})?\s+((at|from|after|before|around|by|between)\s+)?)?"
    rf"{_CLOCK}"
    rf"(\s*([-\u2013]|to|till|until|and)\s*{_CLOCK})?(\s+(sharp|o'?clock|ish))?"
    rf"(\s+on\s+an?\s+{_DAY})?$",
    re.I,
)
#: One weekday, not in the plural, and its clock time ("tues at 10", "on friday 9am").
_ONE_DAY = re.compile(rf"^(on\s+)?{_DAY}\s+((at|from|around)\s+)?{_CLOCK}$", re.I)
#: What ends a clause: a stop, a colon, a comma, a conjunction, or a face, which chat puts
#: where a stop would be ("back by 2 hopefully 😴 never doing saturdays out again": the rule
#: over saturdays is the next sentence's, not the clock time's).
_CLAUSE = re.compile(
    r"[.!?;:\n\U0001f600-\U0001f64f\U0001f910-\U0001f92f\U0001f970-\U0001f97f\U0001fae0-"
    r"\U0001faef]|,\s|\s(but|so|though|although)\s|\s(and|or)\s+(i|we|you|he|she|they)\s",
    re.I,
)
#: What makes a clause's days repeated ones.
_REPEATED = re.compile(
    r"\b(?P<plural>(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weeknight|"
    r"weekend|day|morning|afternoon|evening|night)s)\b"
    r"|\b(every|each)\s+(other\s+)?(day|morning|afternoon|evening|night|week|weekday|weeknight|"
    rf"weekend|{_DAY})\b"
    r"|\ball\s+(season|year|term|semester|summer|winter|spring|autumn|fall)(\s+long)?\b"
    r"|\b(daily|nightly)\b"
    rf"|\b(?P<span>{_DAY}\s*([-\u2013]|to|thru|through)\s*{_DAY})\b",
    re.I,
)
#: A count right before days or nights in the plural ("3 more nights", "a couple of days"):
#: how many there are, no repeated days; unless a share of a week or month follows ("3 nights
#: a week", "2 days per week") or a stretch the rule holds over comes before ("no screens after
#: 10 for the next 3 days"), and not a clock time's digits ("9:30 to 4:30 daily").
_COUNT_BEFORE = re.compile(
    r"(?P<lead>\b[a-z]+\s+)?(?<![\d:.\-\u2013])\b(\d+|a\s+few|a\s+couple(\s+of)?|two|three|"
    r"four|five|six|seven|eight|nine|ten|several)\s+(more\s+|extra\s+|other\s+|long\s+)?$",
    re.I,
)
_STRETCH_LEAD = frozenset({"next", "for", "over", "past", "last", "first", "the", "these"})
_SHARE_AFTER = re.compile(r"^\s+(a|per|each|every)\s+(week|month|fortnight|year)\b", re.I)
#: A verb of moving a date: "from sat to sun" after it is two days, where a plan was and
#: where it goes ("can we shift our table from fri to sat at 7pm"), no range of a rule's.
_MOVING = re.compile(
    r"\b(move|moved|moving|push|pushed|pushing|switch|switched|switching|change|changed|"
    r"changing|shift|shifted|shifting|swap|swapped|swapping|bump|bumped|bumping|"
    r"reschedule|rescheduled|rescheduling|rebook|rebooked|rebooking)\b",
    re.I,
)
#: A clause about one occurrence ("mon-fri 9-5 next week"); not the day a rule starts
#: ("cut 8pm to 6am every night from today", "starting tomorrow": the rule runs on from it).
_ONE_OCCURRENCE = re.compile(
    r"(?<!from\s)(?<!starting\s)(?<!as\sof\s)"
    r"(\b(this|next|last|coming|that)\s+(week|weekend|month|year)\b"
    r"|\b(today|tomorrow|tonight|yesterday)\b)",
    re.I,
)
#: Hours as a subject right before the match ("quiet hours are 10pm-6am", "opening hours:
#: 9-5"); not a count of hours ("slept 8 hours 10pm-6am").
_HOURS_ARE = re.compile(r"(?<!\d\s)\b(hours|hrs)(\s+(are|r)|\s*[:=])\s*$", re.I)
#: A clock time's own "on a" weekday, any such day ("no bus before 7 on a monday").
_ANY_DAY = re.compile(rf"\bon\s+an?\s+{_DAY}$", re.I)
_OF_EVERY = re.compile(r"^\s+of\s+(every|each)\s+(month|week|year|quarter)\b", re.I)
#: Quotes around a short name: an opening quote after a space or the start, a closing one
#: before a space, punctuation or the end ("tuesday's" keeps its apostrophe inside).
_QUOTED = re.compile(
    r"(?:(?<=\s)|(?<=^)|(?<=\())(['\"\u2018\u201c])(?=\S)([^'\"\u2018\u2019\u201c\u201d\n]"
    r"|['\u2019](?=[a-z]))+?(?<=\S)['\"\u2019\u201d](?=[\s.,!?;:)]|$)",
    re.I,
)
_SAYING = re.compile(
    r"\b(say|says|said|saying|texted|text|wrote|writes|replied|replies|asked|asks|goes|went|"
    r"like|told|tells|messaged|yelled|shouted)\s*,?\s*$",
    re.I,
)


def _clause(text: str, start: int, end: int) -> str:
    lo = max((m.end() for m in _CLAUSE.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, end)), len(text))
    return text[lo:hi]


#: What ends a sentence: a stop, a question or exclamation mark, a line break.
_SENTENCE_END = re.compile(r"[.!?\n]")


def _sentence(text: str, start: int, end: int) -> str:
    lo = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
    return text[lo:hi]


def repeated(text: str, start: int, end: int) -> bool:
    """Whether the clause around text[start:end] tells of repeated days ("tues and thurs at
    6 every week", "mon and wed 6-8 all year")."""
    return bool(_REPEATED.search(_clause(text, start, end)))


def rule_time(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a clock time (maybe with its weekday) of a rule over
    repeated days ("open on sundays after 4", "mon and wed 6-8 all year")."""
    if not _SLOT.match(text[start:end].strip()):
        return False
    if _ANY_DAY.search(text[start:end].strip()):
        # "no bus before 7 on a monday": a kind of day; not "meet at 3 on a tues, next week?"
        return not _ONE_OCCURRENCE.search(_sentence(text, start, end))
    clause = _clause(text, start, end)
    if _monthly_before(text, start, end):
        return not _ONE_OCCURRENCE.search(clause)  # "the first monday of each month, 9:30-12"
    if _HOURS_ARE.search(text[max(0, start - 30) : start]):
        return not _ONE_OCCURRENCE.search(clause)  # "quiet hours are 10pm-6am": each day's
    moved = bool(_MOVING.search(clause))
    one_day = _ONE_DAY.match(text[start:end].strip()) is not None  # "tues at 10 | for 2 days"
    repeated = [
        m
        for m in _REPEATED.finditer(clause)
        if not (moved and m.group("span"))
        and not (m.group("plural") and _counted(clause, m.start(), m.end(), one_day))
        and not _SHIFT_HANDED.search(clause, 0, m.end())
    ]
    return bool(repeated) and not _ONE_OCCURRENCE.search(clause)


#: A day of every month, week or year ("the last thurs of every month", "the 10th of each
#: month").
_DAY_OF_EVERY = re.compile(r"\bof\s+(every|each)\s+(month|week|year|quarter)\b", re.I)


def _monthly_before(text: str, start: int, end: int) -> bool:
    """Whether the clock time at text[start:end] stands alone between commas after a clause
    that names a day of every month: that rule's hours ("the clinic is the first monday of
    each month, 9:30-12"; not "meet me at 3:30, I walk the dog every morning")."""
    lo = max((m.end() for m in _CLAUSE.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, end)), len(text))
    if text[lo:start].strip() or text[end:hi].strip() or not text[:lo].rstrip().endswith(","):
        return False
    comma = text.rfind(",", 0, lo)
    return bool(_DAY_OF_EVERY.search(_clause(text, comma, comma)))


#: Days or nights as a shift handed over or switched to ("handover to days at 7", "back
#: onto nights from 8"): the crew of one day, no repeated days.
_SHIFT_HANDED = re.compile(
    r"\b(hand(ing|ed|s)?\s*over|handover|back|switch(ing|ed)?|over)\s+(on)?to\s+(days|nights)$",
    re.I,
)


def _counted(clause: str, start: int, end: int, one_day: bool = False) -> bool:
    """Whether the days in the plural at clause[start:end] are counted ("3 more nights"), not
    a share of each week ("3 nights a week"); after a match on one weekday (`one_day`), "for
    N days" is the stretch that runs from it ("resumes tues at 10 for 2 days"; not "for 6
    evenings", a course's evenings)."""
    m = _COUNT_BEFORE.search(clause[:start])
    if m is None or _SHARE_AFTER.match(clause[end:]):
        return False
    lead = (m.group("lead") or "").strip().lower()
    days = clause[start:end].lower() == "days"  # not "for 6 evenings": a course's evenings
    return lead not in _STRETCH_LEAD or (one_day and days and lead == "for")


#: A quoted month with a day's number or a part of it that ends the quote ("'w/c 2 sept'",
#: "'early jan'", "'by the 14th of may'"): a date quoted from a notice or a letter, no name;
#: not where words run on after it ("'march 2 the beat'": a title).
_DATED_QUOTE = re.compile(
    rf"(\b{MONTH}\b.*\d|\d.*\b{MONTH}|\b(early|mid|late|end\s+of|start\s+of)[\s-]+{MONTH})"
    r"(st|nd|rd|th)?\.?$",
    re.I,
)
#: A word of a title or of listening to one right before the quote ("fave song is 'september
#: 21'", "new single 'late june'", "we danced to 'december 1963'"): the quote is a title.
_TITLED = re.compile(
    r"\b(song|single|track|tune|album|ep|band|playlist|film|movie|show|series|book|novel|"
    r"poem|podcast|called|named|titled|danced\s+to|dancing\s+to|listening\s+to|sang|"
    r"singing|playing|played|cover\s+of)\b[^'\"\u2018\u201c]{0,20}$",
    re.I,
)


def quoted_name(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies inside a short quoted name or title of up to five words,
    not quoted speech ("'sunday' sanchez", "we close with 'monday monday'") nor a quoted date
    ("results 'w/c 2 sept'", "interviews 'early jan'")."""
    for m in _QUOTED.finditer(text):
        if m.start() > start:
            break
        inner = m.group(0)[1:-1]
        if _DATED_QUOTE.search(inner) and not _TITLED.search(
            text[max(0, m.start() - 40) : m.start()]
        ):
            continue
        if m.start() < start and end <= m.end() and len(inner.split()) <= 5:
            return not _SAYING.search(text[max(0, m.start() - 30) : m.start()])
    return False


#: An ordinal of a stretch's days with no date it belongs to ("the second night was stormy",
#: "the third day of the trip"): an ordinal of things, like "the first time".
_ORDINAL_STRETCH = re.compile(
    r"^(on\s+)?the\s+(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+"
    r"(night|day|morning|afternoon|evening|weekend)$",
    re.I,
)


def scheduled(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is no date: a rule's time over repeated days, a day
    "of every month", or a word of a quoted name."""
    if _OF_EVERY.match(text[end : end + 30]):
        return True  # "the first monday of every month"
    if _ORDINAL_STRETCH.match(text[start:end]):
        return True  # "the second night was stormy"
    if rule_time(text, start, end) or timestanding.standing(text, start, end):
        return True  # "tues + thurs 7:30pm for 6 weeks", "a sunday instead of sat"
    # "now its 'october'": a month in scare quotes, no name
    return quoted_name(text, start, end) and not timemonthcopula.after_being(text, start, end)
