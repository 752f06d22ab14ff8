"""Weekdays after a week that heads their sentence ("next week i'm off mon and tue", "last
week: dentist wed, gym fri"): the days of that week, as "mon and tue next week" are
(tests/data/timeexpr.md: "last/this/next" + weekday is the one in that week), not the nearest
or the coming ones, which may lie in another week ("tue", said on a Monday, would be the
next day). The week opens its sentence, after at most a few words that lead into it ("hey",
"ok so", "from next week ..."), or titles a list with a colon after it ("kitchen rota for next
week: ..."), and the weekday (or the weekend, "the wknd") follows in the same clause of that
sentence.
Not a weekday:
- after "back", "after" or "following" ("next week i'm away, back monday": after that week);
- past a clause that may set the day against the week: "so", "but", "because", ... ("next
  week we're away so can we do thursday instead?"), or a comma that opens a new clause ("next
  week's no good, how about friday"; a comma right after the week, after "next week:", or
  before a weekday or "then" goes on with the week: "next week is busy, mon dentist, tue gym",
  but not a day offered in a question after the week is turned down, "next week's no good,
  friday?", nor the last day before the change it brings, "from next week i'm off, tuesday's
  my last shift");
- after a comma that asks the reader to act, a bare verb and "me" or "us", by a deadline
  ("fuel split for next week: £14 each, pay me by fri": a clause of its own; not an item
  of the list that asks, "next week: mon gym, meet us fri at the pub");
- weighed against the week: "next week or thursday?", "next week, not thursday", "next week
  instead of thursday?", "... better than friday";
- told in another time: a report ("last week i was told the boiler gets fixed thursday"), a
  past inside a coming week ("next week i'll tell you what happened on saturday"), a future
  or the day something was booked for inside a week gone ("last week i booked the vet for
  thursday", "last week i signed up for a class on thursday": the appointment's day).
A week turned down in the lead ("no, next week ...", "nope next week, friday") heads nothing.
`timetogether` asks `in_heading_week` once the day lists of a week ("mon tues weds next week")
are read.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timepastforms import IRREGULAR_PAST
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import BECAUSE, MONTH, WEEKDAY

_WEEK = re.compile(r"^(next|this|last)\s+week$", re.I)
#: What may stand before the week at the head of its sentence: up to three words that lead
#: into it ("so", "hey", "ok so", "btw", "from", "starting"); not one that turns the week down
#: ("no, next week is full, friday?", "nope next week, friday": the day offered instead).
_LEAD = re.compile(
    r"(^|[.!?;\n]|:\s)\s*(((so|ok|okay|k|and|but|also|then|right|anyway|plan|hey|hi|hiya|oh|"
    r"well|btw|fyi|um|umm|yeah|yes|yep|from|starting|as\s+of)\b[\s,]*){0,3})$",
    re.I,
)
#: A list's title for the week before a colon ("kitchen rota for next week:", "plan for
#: this week:"): up to four words and "for" at the head of the sentence.
_TITLE = re.compile(r"(^|[.!?;\n])\s*([\w'&-]+\s+){1,4}for\s+$", re.I)
_DAY = re.compile(rf"^(on\s+)?(the\s+)?({WEEKDAY}|weekend|wknd|wkend)\b", re.I)
_STOP = re.compile(r"[.!?;\n]")
#: A date of its own in the mention ("wed 18th", "fri 20 march"): no weekday to move.
_DATED = re.compile(rf"\d(st|nd|rd|th)\b|\d\s*[/.]\s*\d|\b({MONTH})\b", re.I)
_AFTER = re.compile(r"\b(back|after|following)\s+(on\s+)?$", re.I)
#: A word that opens a clause which may set its day against the week, or weighs one against
#: the other ("next week works better than friday", "next week instead of thursday?").
_CLAUSE = re.compile(
    rf"\b(so|but|{BECAUSE}|though|although|unless|whereas|than|instead\s+of)\b", re.I
)
#: The week and the day as alternatives: "next week or thursday?", "next week, not thursday".
_VERSUS = re.compile(r"^[\s,]*(or|not|nor|vs\.?|versus)\s+(on\s+)?$", re.I)
#: What goes on with the week after a comma: the next item of its list.
_GOES_ON = re.compile(rf",\s*((and\s+)?then\b|(on\s+)?({WEEKDAY})\b)", re.I)
#: A weekday after a comma that is no item of the week's list: a day offered on its own, in a
#: question, after a clause that turns the week down ("next week's no good, friday?", "next
#: week's out, thursday or friday?"; not "next week's fine, tuesday or wednesday?"), or the
#: last day before the change the week brings ("from next week i'm off, tuesday's my last
#: shift").
_OFFERED = re.compile(
    rf",\s*(on\s+)?({WEEKDAY})\b(\s*(or|/)\s*({WEEKDAY})\b)?(\s+(then|instead|maybe))?\s*\?",
    re.I,
)
_TURNED_DOWN = re.compile(
    r"\b(no|not|out|full|busy|mad|crazy|hectic|packed|rammed|booked|bad|off|away)\b|n't\b", re.I
)
_LAST_DAY = re.compile(
    rf",\s*(on\s+)?({WEEKDAY})('s|\s+is|\s+will\s+be)\s+(my|our|your|his|her|their|the)\s+"
    r"(last|final)\b",
    re.I,
)
#: A request to the reader after a comma, a bare verb and "me" or "us" ("..., pay me by
#: fri", "..., please send us ..."): a clause of its own, no item of the week's list.
_ASKED_OF_READER = re.compile(
    r",\s*((pls|please|plz)\s+)?(?!(and|then|i|we|he|she|they|you|u|it)\b)[a-z]+\s+(me|us)\b",
    re.I,
)
#: A deadline right before the day ("pay me by fri"), which sets the request apart.
_BY = re.compile(r"\b(by|before|till|until)\s+$", re.I)
#: A report: what follows has a time of its own.
_REPORT = re.compile(
    r"\b(told|tell|tells|said|say|says|heard|hear|asked|promised|reckons?|talk\s+about|"
    r"talked\s+about|texted|emailed|announced)\b",
    re.I,
)
_PAST = re.compile(
    rf"\b(what|who|how|why|where|when|that|we|i|he|she|they|it)\s+"
    rf"(\w+\s+)?({IRREGULAR_PAST}|happened|[a-z]{{2,}}ed)\b",
    re.I,
)
_FUTURE = re.compile(r"\b(will|won't|shall|gonna|going\s+to)\b|'ll\b", re.I)
_FOR = re.compile(r"\bfor\s+(on\s+)?$", re.I)
#: Booked for a time ahead inside a week gone: "last week i signed up for a class on thursday".
_BOOKED = re.compile(
    r"\b(signed\s+up|booked|registered|enrolled|scheduled|reserved|entered)\b.*\bfor\b", re.I
)


def in_heading_week(text: str, found: list[Mention]) -> list[Mention]:
    """`found` with each weekday after a week that heads its sentence read in that week."""
    out = list(found)
    for w in found:
        if not _WEEK.match(w.text) or w.chosen.grain != "week" or not _heads(text, w):
            continue
        for k, m in enumerate(out):
            if m.start < w.end or not _DAY.match(m.text) or _DATED.search(m.text):
                continue  # "next week: wed 18th dentist": the date says its week
            if not _in_clause(text, w, m.start):
                continue  # "next week's no good, how about friday"
            days = sorted({_into(o, w.chosen) for o in (m.chosen, *m.occurrences)}, key=_start)
            days = [o for o in days if w.chosen.start <= o.start < w.chosen.end]
            if days:
                out[k] = replace(
                    m, chosen=days[0], occurrences=tuple(days) if len(days) > 1 else ()
                )
    return out


def _heads(text: str, week: Mention) -> bool:
    """Whether the week heads its sentence, or titles a list after it ("rota for next week:")."""
    if _LEAD.search(text[: week.start]):
        return True
    return text[week.end : week.end + 1] == ":" and bool(_TITLE.search(text[: week.start]))


def _in_clause(text: str, week: Mention, start: int) -> bool:
    """Whether the weekday at `start` is in the clause `week` heads, told in its time."""
    between = text[week.end : start]
    if _STOP.search(between) or _CLAUSE.search(between) or _REPORT.search(between):
        return False
    if _VERSUS.match(between):
        return False  # "next week or thursday?", "next week, not thursday"
    if _AFTER.search(text[max(0, start - 16) : start]):
        return False  # "next week i'm away, back monday": after that week
    if _ASKED_OF_READER.search(between) and _BY.search(between):
        return False  # "fuel for next week: £14 each, pay me by fri": the reader's own act
    if not re.match(r"\s*[:,]", between):  # "next week: ...", "next week, ..." head a list
        commas = (week.end + c.start() for c in re.finditer(",", between))
        if any(not _GOES_ON.match(text, c) or _no_item(text, week.end, c) for c in commas):
            return False  # "next week i'm away, can we meet tuesday", "... is full, friday?"
    ahead = week.text.lower().startswith("next")
    if ahead and _PAST.search(between):
        return False  # "next week i'll tell you what happened on saturday"
    gone = week.text.lower().startswith("last")
    told_ahead = _FUTURE.search(between) or _FOR.search(between) or _BOOKED.search(between)
    return not (gone and told_ahead)


def _no_item(text: str, week_end: int, comma: int) -> bool:
    """Whether the weekday after the comma at `comma` is no item of the week's list."""
    if _LAST_DAY.match(text, comma):
        return True  # "from next week i'm off, tuesday's my last shift"
    offered = _OFFERED.match(text, comma)
    return bool(offered and _TURNED_DOWN.search(text, week_end, comma))


def _start(o: Occurrence) -> datetime:
    return o.start


def _into(o: Occurrence, week: Occurrence) -> Occurrence:
    """The occurrence moved by whole weeks to start in `week` (its weekday and time kept)."""
    day = o.start.replace(hour=0, minute=0, second=0, microsecond=0)
    shift = timedelta(weeks=math.ceil((week.start - day).days / 7))
    return replace(o, start=o.start + shift, end=o.end + shift)
