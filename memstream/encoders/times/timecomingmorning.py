"""The morning a message said at night waits for: "till the morning", "until the morning", "by the
morning", also without "the" ("not answering till morning", "should be done by morning"; Duckling
reads "till morning" as midnight's hour) where a word of the future, a modal, a "not" or a doing
now ("giving up til morning") comes before it in its clause and no "from" nor "last" goes with it
("we partied till morning lol", "from 10 till morning we worked", "by morning everyone had
heard", "we danced till morning last week": told of the past, read as before), and "in the
morning" said in the small hours ("see u in the morning" at 02:40 is the morning already begun,
that day's, not the next day's). Said before midnight it is the next day's morning; from midnight
to 06:00 it is that day's (tests/data/timeexpr.md: a morning is 00:00-12:00). Not "in the
morning" right after a clock time ("they don't open till 8:30 in the morning", "up at 6 in the
morning", at 01:32): the morning's half of that clock time, which Duckling reads, not the morning
alone; a clock time written as one ("8:30", "half 6", "7 o'clock") or a number after a word that
brings one ("at", "by", "till", "around"). A count before it is no clock time ("team of 6 in the
morning", "had 4 in the morning already"), nor the moment it is ("it's 4:30 in the morning and
the neighbours are drilling": the morning it is in).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timehabits import habitual
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

#: "the" may go after a word of waiting ("not answering till morning", "done by morning"),
#: not after "in" ("in morning traffic", "in morning meetings": no coming morning).
_MORNING = re.compile(
    r"\b(?P<lead>by|till?|until|before|in)\s+(?P<it>the\s+morning\b|(?<!\bin\s)morning\b"
    r"(?![-'’]|\s+(?:of|after|before|shift|meeting|person|routine|run|traffic|people|news)\b))",
    re.I,
)
#: Before a bare "morning" in its clause, a word of the future, a modal or a "not" ("won't
#: pick up till morning", "should be thawed by morning", "not answering till morning").
_AHEAD = re.compile(
    r"\b(will|shall|should|must|gonna|going\s+to|need\s+to|have\s+to|has\s+to|gotta|can|"
    r"cannot|could|may|might|wo|ca|do|is|are|(?<!\bwas\s)(?<!\bwere\s)(?<!\bdid\s)not)\b"
    r"|['’]ll\b|\b(won|can|don|isn|aren)['’]?t\b",
    re.I,
)
#: A clause that opens with a verb in "-ing" or says "i'm"/"we're" doing ("giving up til
#: morning", "we're partying till morning"): going on now, up to the morning ahead.
_GOING_ON = re.compile(r"^\s*[a-z]+ing\b|(['’](m|re)|\bam|\bare)\s+([a-z]+\s+)?[a-z]+ing\b", re.I)
#: A word of the past before it in its clause ("we partied till morning", "i was up till").
_PAST = re.compile(r"\b(was|were|had|did|went|came|got|stayed|slept|[a-z]{3,}ed)\b", re.I)
#: After "by morning": the clause's end or an adverb ("done by morning hopefully").
_BY_END = re.compile(r"\s*($|[,.;:!?\n)]|(then|tho|though|lol|pls|please|ok|[a-z]+ly)\b)", re.I)
#: A "from" before it in its clause ("from 10 till morning"), a range of its own.
_FROM = re.compile(r"\bfrom\b", re.I)
#: A word of the past right after it ("till morning last week").
_PAST_AFTER = re.compile(r"\s+(last|yesterday)\b", re.I)
_CLAUSE_START = re.compile(r".*[,.;:!?\n]", re.S)
_SMALL_HOURS = 6
_NUMBER = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
#: A clock time right before "in the morning", written as one ("8:30", "6.30", "7 o'clock",
#: "half 6", "quarter to 7") or a number after a word that brings a clock time ("at 6", "by
#: seven", "till 6", "around 10"): the morning tells its half; not one after "the" ("the 3:30
#: in the morning feed"), nor a count ("team of 6 in the morning", "had 4 in the morning
#: already", "in lab 3 in the morning": the morning alone).
_CLOCK_BEFORE = re.compile(
    rf"(?<!\bthe\s)((?<![\w:.])\d{{1,2}}[:.]\d\d|\b{_NUMBER}\s*o['’]?clock|"
    rf"\b(half|quarter)(\s+(past|to|after))?\s+{_NUMBER}|"
    rf"(?P<lead>\b(at|by|till?|'?til|until|from|around|about|before|after|for)\s+{_NUMBER}))\s*$",
    re.I,
)
#: "it's" right before a clock time written as one ("it's 4:30 in the morning and the
#: neighbours are drilling"): the moment it is said, in the morning it is in.
_IT_IS = re.compile(
    r"\bit(['’]?s|\s+is)\s+((only|just|nearly|almost|already|like|now|past|gone)\s+)?$", re.I
)


def coming_morning(text: str, wall: datetime) -> list[Mention]:
    """Each "by/till/until the morning" (and, said in the small hours, "in the morning")
    in `text`, as the coming morning."""
    out: list[Mention] = []
    small = wall.hour < _SMALL_HOURS
    day = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    try:
        start = day if small else day + timedelta(days=1)
        o = Occurrence(start, start + timedelta(hours=12), "interval", "hour")
    except OverflowError:  # said on the last day Python's datetimes hold
        return out
    for m in _MORNING.finditer(text):
        if habitual(text, m.start(), m.end()):
            continue  # "i usually run in the morning", "2 pills in the morning"
        if m.group("lead").lower() == "in":
            if small and not _clock_before(text, m.start()):
                out.append(Mention(m.group(0), m.start(), m.end(), o, ()))
            continue
        if m.group("it").lower() == "morning" and not _ahead(text, m.start(), m.end()):
            continue  # "we partied till morning lol": told of the past
        out.append(Mention(m.group("it"), m.start("it"), m.end(), o, ()))
    return out


def _ahead(text: str, start: int, end: int) -> bool:
    """Whether the bare "morning" of text[start:end] is waited for: no word of the past
    before it in its clause unless a word of the future, a modal or a "not" is there too, no
    "from" there and no "last" after it; after "by", nothing but the clause's end or an
    adverb after it ("done by morning hopefully"; not "by morning break", "by morning
    everyone had heard")."""
    lead = _CLAUSE_START.match(text, 0, start)
    clause = text[lead.end() if lead else 0 : start]
    if _FROM.search(clause) or _PAST_AFTER.match(text, end):
        return False
    if text[start:end].lower().startswith("by") and not _BY_END.match(text, end):
        return False
    ahead = _AHEAD.search(clause) is not None or _GOING_ON.search(clause) is not None
    return ahead or _PAST.search(clause) is None


def _clock_before(text: str, end: int) -> bool:
    """Whether a clock time stands right before "in the morning" at `end` ("up at 6 in the
    morning", "till 8:30 in the morning"), not the moment it is ("it's 4:30 in the morning")."""
    clock = _CLOCK_BEFORE.search(text, 0, end)
    if clock is None:
        return False
    return clock.group("lead") is not None or not _IT_IS.search(text, 0, clock.start())
