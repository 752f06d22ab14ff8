"""A stop after a weekday, then a number that cannot be a day of the month ("delivered 6:45
thurs. 58 ppl signed up"): the stop ends the sentence, and the number counts something in
the next one (tests/data/timeexpr.md, "not dates": counts and measures). Duckling read
"thurs. 58" as a Thursday in 1958 and "6:45 thurs. 58" as 06:45 that day, which no date near
the message is; the match's part before the stop is read alone. Not "thurs. 12" (a day of the
month, which Duckling leaves alone or reads as the date) nor "thurs. 2027" (a year).
So does a stop after a weekday before "last", "next" or "this" and a month or a season
("shadowing starts mon. last august one of them ..."): no weekday is placed by a month
alone, so the next sentence's month is its own; Duckling read "mon. last august" as the
first Monday of last August. Both parts are read alone; not where a day of the month follows
the month ("on sun. next jan 5": that Sunday, 5 January) or an ordinal comes before the
weekday ("the first mon. next september": a Monday of that month). So, the same way, does
a stop after a weekday before a span counted from now ("by thurs. in 2 weeks im on a
course", "off on sun. last yr it was packed") or an ordinal and a noun that is no month
("engineer on site fri. 3rd time this month": an ordinal of a thing): Duckling read "thurs. in
2 weeks" as the Thursday two weeks on, "fri. 3rd" as the 3rd of a month. The span splits only
where the dot plainly ends a sentence: the weekday is the object of "by"/"on"/"till" closing
a clause of its own, not asked about, and a new clause (a subject, "im", "we", "120k ppl")
follows the span. Elsewhere a dot after a short weekday is its abbreviation's and the span
the day's ("wed. last week we had 40 people": Wednesday 8 May; "can we meet thurs. in 2
weeks?", "dentist appt thurs. in 2 weeks at 3": the Thursday two weeks on); the ordinal
splits only before a noun, not "at" or "and" ("meeting fri. 3rd at 5pm", "fri. 3rd and sat.
4th": dates).

`timematchparts.parts` asks `weekday_stop`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH, SEASONS, WEEKDAY

#: A weekday (cut short or not), a stop, and a number of two or three digits after it.
_STOPPED = re.compile(rf"\b{WEEKDAY}(?P<stop>\.)\s+(?P<n>\d{{2,3}})(?![\d:.])", re.I)

#: A weekday (cut short or not), a stop, and "last"/"next"/"this" and a month or a season.
_STOPPED_MONTH = re.compile(
    rf"\b{WEEKDAY}(?P<stop>\.)\s+(?P<next>(last|next|this)\s+({MONTH}|{'|'.join(SEASONS)})\b)",
    re.I,
)
#: A weekday, a stop, and a span counted from now ("in 2 weeks", "last yr", "next month") or
#: an ordinal and a noun that is no month ("3rd time").
_UNIT = r"(yrs?|years?|wks?|weeks?|months?|days?|weekend|wknd)"
#: Words after an ordinal that name no thing ("3rd at 5pm", "3rd and", "4th both work").
_LINKS = (
    r"at|and|or|to|till?|until|from|in|on|for|by|@|b4|before|after|both|is|are|r|works?|pls|please"
)
_STOPPED_SPAN = re.compile(
    rf"\b{WEEKDAY}(?P<stop>\.)\s+(?P<next>(in\s+(\d+|a|an|one|two|three)\s+{_UNIT}|"
    rf"(last|next|this)\s+{_UNIT}|(?P<nth>\d{{1,2}}(st|nd|rd|th))\s+"
    rf"(?!({MONTH}|may|of|{_LINKS})\b)[a-z]+)\b)",
    re.I,
)
#: The clause the weekday closes: words, then "by"/"on"/"till" right before the weekday.
_CLOSED_BY = re.compile(r"\w\W*\s(by|on|till?|until|b4|before)\s+$", re.I)
#: A question's opening word: the weekday is asked about ("can u do fri. next week?").
_ASKED = re.compile(
    r"\s*(can|could|would|will|shall|do|does|did|are|is|how|when|what|should|u free)\b", re.I
)
#: A new clause after the span: a subject ("im on the new course", "120k ppl came thru").
_NEW_CLAUSE = re.compile(
    r"\s+(i|im|i'm|i’m|ive|we|they|theyre|he|she|you|u|my|our|\d+k?\s+[a-z]+)\b", re.I
)
#: A day of the month after the month ("sun. next jan 5"): one date, that day of that month.
_DAY_AFTER = re.compile(r"\s*(the\s+)?\d")
#: An ordinal before the weekday ("the first mon. next september"): a weekday of that month.
_ORDINAL_BEFORE = re.compile(
    r"\b(first|second|third|fourth|fifth|last|final|1st|2nd|3rd|4th|5th)\s+$", re.I
)


def weekday_stop(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] before a weekday's stop that ends its sentence
    ("6:45 thurs | . 58 ppl"); None if no such stop is in the match."""
    for m in _STOPPED.finditer(text, start, stop):
        if int(m["n"]) > 31 and m.end() <= stop:
            return [(start, m.start("stop"))]
    for m in _STOPPED_MONTH.finditer(text, start, stop):
        if _ORDINAL_BEFORE.search(text, max(0, m.start() - 12), m.start()) or _DAY_AFTER.match(
            text, m.end()
        ):
            continue  # "the first mon. next september": the first Monday of it
        if m.end() <= stop:  # "mon | . | last august": each sentence's own
            return [(start, m.start("stop")), (m.start("next"), stop)]
    for m in _STOPPED_SPAN.finditer(text, start, min(len(text), stop + 24)):
        if m.start("next") < stop and (m["nth"] or _sentence_ends(text, m.start(), m.end())):
            return [(start, m.start("stop")), (m.start("next"), stop)]  # "thurs | . | in 2 wks"
    return None


def _sentence_ends(text: str, day: int, end: int) -> bool:
    """Whether the stop after the weekday at `day` ends its sentence, the span to `end` the
    next one's: "by"/"on" closing a clause before it, no question, a subject after the span
    ("ops want it by thurs. in 2 weeks im on a course"; not "wed. last week we had 40")."""
    opening = max(text.rfind(c, 0, day) for c in ".!?\n") + 1
    before = text[opening:day]
    return (
        bool(_CLOSED_BY.search(before))
        and not _ASKED.match(before)
        and bool(_NEW_CLAUSE.match(text, end))
    )
