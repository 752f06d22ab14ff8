"""Figures that look like clock times or dates but are measures, prices or marks:

- a race or lap time with seconds or their fractions ("2:04:37 for the marathon", "best lap
  1:12.408"): a length, no time of day;
- "at" a number of three or four digits after a day, in a message about a trade ("shares
  ... sold the rest on monday at 214"): a price; the day stays;
- a figure with thousands heading a match ("sold at 2,480 in march"): the time after it,
  and an amount before "for" a month cut short ("£95 for sept") the month paid for;
- "the" and an hour before "o'clock" ("after the 9 o'clock service"): the clock time, not
  the 9th;
- "after" a bare number that goes on with a count of the sentence ("the last one lasted 5
  years, this one broke after 3"): a count, no clock time;
- a mark "out of" ("she got 7/10 in the quiz", "scored 14/20"): no date;
- a range of clock times right after a part of the day in the plural ("lessons afternoons
  1-3 all week") or before the days of a week ("9-5 mon to fri"): the times of a routine, as
  "on mondays" is.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeworkhours

#: A clock time with its seconds, or with a fraction of its seconds after it.
_SECONDS = re.compile(r"^\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?$")
_FRACTION_AFTER = re.compile(r"^([.:]\d)")
_MERIDIEM_AFTER = re.compile(r"^\s*([ap]\.?m\b|utc|gmt)", re.I)
#: A day, then "at" and a bare number of three or four digits ("tuesday at 214").
_DAY_AT_NUMBER = re.compile(r"^(?P<day>.*[a-z].*?)\s+at\s+\d{3,4}$", re.I)
_TRADE = re.compile(
    r"\b(shares?|stocks?|sold|sell|selling|bought|buy|buying|price|priced|earnings|"
    r"trading|traded|portfolio|ticker|dividend)\b|[$£€]\s?\d|\b\d+\.\d{2}\b",
    re.I,
)
#: A mark: "got", "scored", "score of", "mark" before N/M.
_MARK_BEFORE = re.compile(
    r"\b(got|get|gets|scored|scores?|score\s+of|marks?|mark\s+of)\s+(a\s+)?$", re.I
)
_FRACTION = re.compile(r"^\d{1,2}/\d{1,2}$")
_CLOCK_RANGE = re.compile(
    r"^\d{1,2}([:.]\d{2})?\s*([ap]m)?\s*(-|–|to)\s*\d{1,2}([:.]\d{2})?\s*([ap]m)?$", re.I
)
#: A figure with thousands or a decimal point heading the match, before the time's own
#: word ("at 2,480 in march", "£1,200 by friday"): a price or a count.
_FIGURE_HEAD = re.compile(
    r"^((at|for)\s+)?[$£€]?\d{1,3}(,\d{3})+(\.\d+)?\s+"
    r"(?=(in|for|on|by|since|during|from|last|this|next|till|until)\b)",
    re.I,
)
#: An amount right before "for" and a month ("£95 for sept", "$40 for apr"): the month
#: it pays for.
AMOUNT_FOR = re.compile(r"[$£€]\s?\d[\d,.]*[km]?\s+for\s+$", re.I)
#: "the" and an hour cut off from its "o'clock" ("after the 9 | o'clock service"): Duckling
#: reads the 10th of the month.
_THE_NUMBER = re.compile(r"\bthe\s+(\d{1,2})$", re.I)
_HEAD_WORDS = re.compile(r"(\s*\b(after|before|at|by|from|until|till)\b)?\s*$", re.I)
_OCLOCK_AFTER = re.compile(r"\s*o['’]?\s?clock\b", re.I)
_PLURAL_PART_BEFORE = re.compile(r"\b(mornings|afternoons|evenings|nights)\s+$", re.I)


#: "after" a bare number ending its clause ("broke after 3").
_AFTER_N = re.compile(r"^after\s+\d{1,2}$", re.I)
_CLAUSE_END = re.compile(r"\s*($|[.!?,;)]|[^\w\s'])")
#: A count of a unit earlier in the sentence, which the bare number goes on counting.
_COUNTED = re.compile(
    r"\b\d{1,3}\s+(years?|yrs?|months?|weeks?|days?|rounds?|games?|laps?|goes|tries|attempts|"
    r"pints|sets|reps|episodes?|chapters?|miles|km|kids|people)\b[^.!?\n]*$",
    re.I,
)
#: Words of meeting or being free before "after": a clock time ("free after 2").
_MEETING = re.compile(
    r"\b(meet|see|call|ring|text|free|come|pick|around|anytime|busy|home|back|leave|left|open)\w*\s+$",
    re.I,
)


def _counted_before(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 80) : start]
    return (
        bool(_CLAUSE_END.match(text, end))
        and bool(_COUNTED.search(before))
        and not _MEETING.search(before)
    )


def spans(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:end] that are times when it holds one of these
    figures (none: an empty list), or None when it holds none."""
    body = text[start:end]
    tail = text[end : end + 6]
    seconds = _SECONDS.match(body) and (body.count(":") == 2 or _FRACTION_AFTER.match(tail))
    if seconds and not _MERIDIEM_AFTER.match(tail):
        return []  # "2:04:37 for the marathon", "best lap 1:12.408"
    if _FRACTION.match(body) and _MARK_BEFORE.search(text[max(0, start - 16) : start]):
        return []  # "she got 7/10 in the quiz"
    if _CLOCK_RANGE.match(body) and routine_range(text, start, end):
        return []  # "lessons afternoons 1-3 all week": a routine's hours
    oclock = _OCLOCK_AFTER.match(text, end)
    hour = _THE_NUMBER.search(body) if oclock else None
    if oclock and hour:  # "sat | after the 9 o'clock service": the day and the hour
        head = _HEAD_WORDS.sub("", body[: hour.start()])
        day = [(start, start + len(head))] if head.strip() else []
        return [*day, (start + hour.start(1), oclock.end())]
    if _AFTER_N.match(body) and _counted_before(text, start, end):
        return []  # "the old one lasted 5 years, this one broke after 3": 3 years
    figure = _FIGURE_HEAD.match(body)
    if figure:
        return [(start + figure.end(), end)]  # "sold at 2,480 | in march"
    priced = _DAY_AT_NUMBER.match(body)
    if priced and _TRADE.search(text):
        return [(start, start + priced.end("day"))]  # "sold the rest on monday at 214"
    return None


def routine_range(text: str, start: int, end: int | None = None) -> bool:
    """Whether a range of clock times at text[start:end] follows a part of the day in the
    plural ("lessons afternoons 1-3") or goes before the days of a week ("9-5 mon to fri",
    `timeworkhours`): a routine's hours."""
    weekly = end is not None and timeworkhours.weekly(text, end)
    return weekly or bool(_PLURAL_PART_BEFORE.search(text[max(0, start - 16) : start]))
