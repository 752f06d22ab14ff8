"""A bare hour that a plan is still "on for" ("gravel ride's still on for 8?", "are we on for
7 tonight"), that someone is set for ("we're all set for 9 tomorrow", "are we still good
for 6", "i'm confirmed for 2 on friday") or that one is to be somewhere for ("meant to be at
work for 8", "be there for 7"), a duty or a request, not how long one will stay ("she'll be
here for 3, maybe 4 days", "i'll be at the gym for 1"): a clock time, the nearest one in the
sentence's tense, or on the day after it (tests/data/timeexpr.md, clock times without
am/pm). Duckling reads no bare number after "for". Not a duration ("the oven's been on for 8
hours"), a count ("on for 8 people") or a thing that is on, a heater or an oven, with no
word of a plan's being on before "on".

`timeexpr.TimeResolver.mentions` asks `on_for_hours`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times import timebyplace
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timevocab import BECAUSE, WEEKDAY

#: Words of a plan's being on before "on" ("still on", "we're on", "is it on", "all on"),
#: or of its being set after someone ("we're all set for", "you're confirmed for"; not "the
#: table is set for 8": a count). "Good for" asked or "still" ("are we good for 6", "we're
#: still good for 6"), else `_GOOD_FOR`: "i'm good for 2" is how many one wants.
_ON = (
    r"((still|['’]s|is|are|['’]re|we|it|all|back|be)\s+on"
    r"|(we['’]re|we\s+are|i['’]m|you['’]re|you\s+are|they['’]re|are\s+we|are\s+you)"
    r"(\s+(all|still))?\s+(set|confirmed|locked\s+in)"
    r"|(are\s+we|are\s+you)(\s+(all|still))?\s+good"
    r"|(we['’]re|we\s+are|i['’]m|you['’]re|you\s+are|they['’]re)\s+still\s+good)\s+for\s+"
)
#: The hour, maybe with its minutes and a day after it ("8", "7:30", "7 tonight", "2 on
#: friday").
_HOUR = (
    r"(?P<hour>(1[0-2]|[1-9])(:[0-5]\d)?)"
    rf"(?P<day>\s+(tonight|today|tomorrow|tmrw|tmr|(on\s+)?{WEEKDAY}\b))?"
)
#: What may follow: the end, a stop or a symbol, or a word that starts a part of the sentence
#: ("on for 8 despite the storm"); no noun or unit ("for 8 hours", "for 8 people").
_AFTER = (
    r"(?!\s*(?!(despite|even|then|and|but|or|if|so|as|at|with|right|still|yeah|yes|ok|okay|"
    rf"pls|please|tho|though|again|instead|{BECAUSE}|unless|when|lol)\b)[\w%$£€])"
)
_ON_FOR = re.compile(rf"\b{_ON}{_HOUR}{_AFTER}", re.I)
#: "Good for" told, not asked: an hour only with its day after it or a question mark ("we're
#: good for 7 tonight?", "you're good for 8 tomorrow"); "i'm good for 2" is how many.
_GOOD_FOR = re.compile(
    rf"\b(we['’]re|we\s+are|i['’]m|you['’]re|you\s+are|they['’]re)\s+good\s+for\s+{_HOUR}{_AFTER}",
    re.I,
)


def _good_for(text: str) -> list[re.Match[str]]:
    """The hours someone says a plan is good for, with the day or asked."""
    found = _GOOD_FOR.finditer(text)
    return [m for m in found if m.group("day") or text[m.end() :].lstrip().startswith("?")]


#: Being somewhere "for" a bare hour ("meant to be at work for 8", "be there for 7"): the
#: time one is due there, as "by 8" is; the place is read by `timebyplace.at_place`.
_BE_FOR = re.compile(
    rf"\bbe\s+(?P<place>there|here|home|in|at\s+[^,;.!?\n]{{2,30}}?)\s+(?P<for>for)\s+{_HOUR}{_AFTER}",
    re.I,
)


#: A word of a duty or a request right before "be" ("meant to", "need to", "must", "can you",
#: "pls"), or nothing in its part (an order: "be there for 7"); not "'ll be", "will be", "gonna
#: be", unless one arrives (`_arriving`): how long one will stay ("she'll be here for 3, maybe 4
#: days").
_DUE = re.compile(
    r"(^|[,;.!?\n(]|(?<!going\s)\bto|\b(must|should|shall|gotta|hafta|pls|please|plz|"
    r"(can|could|will|would)\s+(you|u|ya|we|they)))\s*$",
    re.I,
)
#: A future right before "be" ("i'll be there for 7", "gonna be there for 7"): the time one
#: arrives, at a place one comes to (not "here": "she'll be here for 3" stays), unless a next
#: step follows ("i'll be at the gym for 1, then lunch": how long one stays).
_WILL = re.compile(r"(['’]ll|\bill|\bwill|\bgonna|\bgoing\s+to|\bshall)\s*$", re.I)
_THEN_AFTER = re.compile(r"^[\s,]*(and\s+)?then\b", re.I)
#: A unit after the hour, maybe after "or" or "maybe" another count ("for 3, maybe 4 days",
#: "for 2-3 hours"): a duration.
_UNIT_AFTER = re.compile(
    r"^[\s,]*(or|maybe|to|-|–)\s*\d+\s*(min|hour|hr|h\b|day|night|week|month|year)", re.I
)


def _due_there(text: str, m: re.Match[str]) -> bool:
    """Whether `m`, being somewhere "for" a bare hour, is a duty or a request one is to be
    there for by then, at a place, and no duration."""
    if _UNIT_AFTER.match(text[m.end() :]):
        return False
    if not _DUE.search(text[: m.start()]) and not _arriving(text, m):
        return False
    at = m.group("place").lower().startswith("at ")
    return not at or timebyplace.at_place(text[: m.end("place")])


def _arriving(text: str, m: re.Match[str]) -> bool:
    """Whether `m` is told in the future of coming to a place for a bare hour ("we'll be home
    for 6 tonight"), no next step after it."""
    if not _WILL.search(text[: m.start()]) or m.group("place").lower() in ("here", "in"):
        return False
    return not _THEN_AFTER.match(text[m.end() :])


def _hours(text: str) -> list[re.Match[str]]:
    """The hours a plan is on for and the hours one is to be somewhere for."""
    at_place = [m for m in _BE_FOR.finditer(text) if _due_there(text, m)]
    found = [*_ON_FOR.finditer(text), *_good_for(text), *at_place]
    return sorted(found, key=lambda m: m.start("hour"))


def on_for_hours(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each bare hour a plan is on for in `text` ("still on for 8") or one is to be somewhere
    for ("be at work for 8"), read as "at 8" is."""
    out = []
    for m in _hours(text):
        start, end = m.start("hour"), m.end("day") if m.group("day") else m.end("hour")
        lo = m.start("for") if "for" in m.groupdict() else start  # "be at work | for 8"
        body = f"at {text[start:end]}"
        for it in reader.parse(body, wall)[:1]:
            found = reader.mention(body, lo, end, it["value"], wall)
            out += [replace(f, text=text[lo:end]) for f in found]
    return out
