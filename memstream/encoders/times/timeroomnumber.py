"""A room's number after "in" at the end of one of Duckling's matches ("monday at 3:30 in
412", "the 9th at 2 in 101"): Duckling reads the number as the year 412; a year of three
digits is no chat's year, so the match is the day and clock time before it, and the number a
place (tests/data/timeexpr.md, "not dates": names, titles and other words). Only after a
clock time or a day of the week, a meeting's time and place: a date of a month or a holiday
keeps its year, history's ("crowned dec 25 in 800", "on christmas day in 800"), and so does
a year of four digits ("may 4th in 2024").

"In" and four digits that are no year of anyone's life today (before 1900 or after 2099),
between a noun and a verb of the present whose subject it is ("mrs okafor in 1402 needs her
meds", "the guy in 1208 is loud again", "the printer in 1711 can't print"): a room's or a
flat's number, where someone or something is now, no year (`room_now`). Not after a past
form ("the church built in 1402 stands"), nor before a past verb ("the king in 1415 won"),
nor a year of a life ("my grandpa in 1962 looks so young"), nor a plural noun after it ("in
1850 farmers had it rough").
"""

from __future__ import annotations

import re

from memstream.encoders.times.timepastforms import IRREGULAR_PAST
from memstream.encoders.times.timevocab import WEEKDAY

#: "in" and a three-digit number ending the match, no era after it ("in 412", "in rm 101").
_ROOM_TAIL = re.compile(r"\s+in\s+((room|rm)\s+)?\d{3}$", re.I)
_ERA = re.compile(r"^\s*(ad|bc|bce|ce)\b", re.I)
#: A clock time or a day of the week before the number: a meeting's time, no history's date.
_MEETING = re.compile(
    rf"\d[:.h]\d\d|\bat\s+\d|\d\s*(am|pm)\b|\bnoon\b|\b({WEEKDAY}|tomorrow|tmrw|tmr)\b", re.I
)


def room_tail(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] before a room's number after "in" that ends it,
    None if none does."""
    m = _ROOM_TAIL.search(text, start, stop)
    if m is None or m.start() <= start or _ERA.match(text[stop : stop + 4]):
        return None
    if not _MEETING.search(text, start, m.start()):
        return None  # "crowned dec 25 in 800": a date of history
    return [(start, m.start())]


#: The whole match: "in" and four digits.
_IN_FOUR = re.compile(r"^in\s+(?P<n>\d{4})$", re.I)
#: The word right before "in": no past form, participle or word of grammar before a year
#: ("built in 1402", "back in 1850", "born in 1402").
_WORD_BEFORE = re.compile(r"(?<![\w'’-])(?P<w>[a-z][a-z'’-]*)\s+$", re.I)
_NOT_SUBJECT = re.compile(
    rf"^({IRREGULAR_PAST}|[a-z]+(ed|en|ing)|born|back|only|even|since|and|or|but|so|"
    r"that|which|who|was|were|is|are|be|been)$",
    re.I,
)
#: A verb of the present right after the number, with its subject before "in": an
#: auxiliary or a modal ("is", "can't"), or a form in -s before its object or a verb's
#: -ing ("needs her", "wants a", "keeps parking"; not "in 1850 farmers had").
_PRESENT_AFTER = re.compile(
    r"^\s+((is|isn['’]t|has|hasn['’]t|does|doesn['’]t|can|can['’]t|cannot|won['’]t|will|"
    r"should|must|needs|keeps|still|always|never)\b|"
    r"[a-z]+[^s\W]s\s+(a|an|the|her|his|their|my|our|your|its|him|them|me|us|to|"
    r"[a-z]+ing)\b)",
    re.I,
)


def room_now(text: str, start: int, stop: int) -> bool:
    """Whether the match text[start:stop], "in" and four digits, is a room's number between
    a noun and a verb of the present ("mrs okafor in 1402 needs ..."), no year."""
    m = _IN_FOUR.match(text[start:stop])
    if m is None or 1900 <= int(m.group("n")) <= 2099:
        return False
    word = _WORD_BEFORE.search(text[max(0, start - 30) : start])
    if word is None or _NOT_SUBJECT.match(word.group("w")):
        return False
    return bool(_PRESENT_AFTER.match(text[stop : stop + 40]))
