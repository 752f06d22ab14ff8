"""Chat spellings of time words that Duckling reads only in full (tests/data/timeexpr.md):
"wknd", "wkend" (the weekend: "this wknd", "next wkend"), "nye" (new year's eve), "yday"
(yesterday), "shabbat" after "last"/"next" (Saturday: "last shabbat"), "2nite" (tonight:
"the quiz is 2nite"), "2day" (today: "2day at 3", "2day not tmrw"; not a length or a
speed: "shipping is 2day if you pay", "2day not 3day"), units cut short ("in 3
wks", "2 mths ago", "2 yrs ago", "this yr"), "this arvo"/"this aft" (this afternoon),
"arvo"/"nite" after a day before a range of clock times ("thurs arvo 4-6": that afternoon's
range), "the start of" a month or the year (as "the beginning of" it: "since the start of
october"), a hedge before a year ("from like 1985": from 1985), and the "by" a clock time
right after a day ("fri by 5", "mon 14th by 6pm", "tomorrow by 6pm": that hour on that day,
as "by X" is X, read as "at"; not a bare number after a word of a result, a margin: "we won
sunday by 2", "lost sat by 4", which are the day), and the Fourth of July said as "the 4th"
or "happy 4th" near it (from mid June to 5 July) where the message gives a cue of the
holiday: "happy" before it, a flag, fireworks, "July" or "independence" ("bbq for the 4th is
sorted 🇺🇸", "happy 4th!! 🎆", "happy 4th from rome"); elsewhere "the 4th" stays the 4th of
the month ("rent is due on the 4th"). Each is spelled out in the text Duckling and the filter read
("this weekend", "new year's eve", "the 4th of july"; minutes to the hour after "at",
"at 10 to 9" as "at 8:50", timeminutesto.py), which changes its length:
`spelled_out` gives the edits, and `written_back` puts the mentions found in the spelled-out
text back at their places in the text as written.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times import timebyplace
from memstream.encoders.times.timebareordinals import bare_ordinal_ranges
from memstream.encoders.times.timedayhalves import day_halves
from memstream.encoders.times.timefourdigit import colon_spots
from memstream.encoders.times.timehourtill import hour_till
from memstream.encoders.times.timeletterhalves import letter_halves
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeminutesto import minutes_to
from memstream.encoders.times.timevocab import MONTH, WEEKDAY

_WORDS = re.compile(
    r"\b(wknd|wkend|nye|yday|yest|2nite|2night|2day(?=\s*($|[^\w\s]|(at|@|is|was|and|or|but|"
    r"so|then|too|tho|lol|morning|afternoon|evening|night|\d)\b)|(?P<hedged>\s*(not|instead|"
    r"pls|please|if)\b)))(s?)\b(?![-'’]\w)",
    re.I,
)
#: Before "2day not/instead/pls/if", a word that makes it a length or a speed ("the course is
#: 2day not 3day", "shipping is 2day if you pay", "order by 5pm for 2day"), not today.
_COUNT_BEFORE = re.compile(r"\b(is|was|be|been|'s|the|a|an|for|pick|choose|chose|picked)\s+$", re.I)
#: Another length in days in the message ("the 1day option", "3day", "next day"): "2day" one too.
_OTHER_DAYS = re.compile(r"\b([013-9]|\d\d)\s*-?\s*days?\b|\bnext\s+day\b", re.I)


def _today(text: str, m: re.Match[str]) -> bool:
    """Whether the chat spelling `m` is one; "2day" before "not", "instead", "pls", "please"
    or "if" is today only after a verb ("coming 2day not tmrw") in a message with no other
    length in days ("2day not 3day", "pick 2day please, the 1day option sold out")."""
    if not m.group("hedged"):
        return True
    return not (
        _COUNT_BEFORE.search(text[max(0, m.start() - 12) : m.start()]) or _OTHER_DAYS.search(text)
    )


_FULL = {
    "wknd": "weekend",
    "wkend": "weekend",
    "nye": "new year's eve",
    "yday": "yesterday",  # chat's yesterday
    "yest": "yesterday",
    "2nite": "tonight",  # chat's tonight, a "2" for "to" ("2nite", "2night")
    "2night": "tonight",
    "2day": "today",  # chat's today, where no noun follows ("2day at 3"; not "a 2day pass")
}
#: Units cut short ("in 3 wks", "2 mths ago", "this wk", "2 yrs ago"), "this arvo"
#: (Australian: this afternoon) and "this aft" (British chat's), which Duckling reads only in full;
#: not "yr" before a number, a school's year group ("the new yr 7s", "mat cover for yr 2").
_UNITS = re.compile(r"\b(wk|mth|yr(?!\s*\d))(s?)\b|\bthis\s+(arvo|aft)\b", re.I)
_UNIT_FULL = {
    "wk": "week",
    "mth": "month",
    "yr": "year",
    "arvo": "afternoon",
    "aft": "afternoon",
}
#: "start of" a month, the month, the week or the year ("since the start of october", "at
#: the start of the year"), which Duckling reads only as "beginning of" (as the month's first
#: third, the week's first days, the year's first quarter); not a race's or a film's start.
#: The Jewish Sabbath by its name after a word that points at one ("last shabbat", "this
#: shabbos", "on shabbat"): Saturday, the day it is kept on (it begins Friday at dusk); not
#: alone ("shabbat shalom", "shabbat dinner"), a greeting or a kind; "on shabbat" only before
#: a part of the day ("on shabbat morning"): alone it is mostly the practice, a habit ("on
#: shabbat we don't use phones"); nor before the Friday night meal ("last shabbat dinner").
_SHABBAT = re.compile(
    r"\b(?:(?:last|next|this|since|until|till|by)\s+(shabbat|shabbos)\b(?!\s+(?:dinner|meal)\b)"
    r"|on\s+(shabbat|shabbos)(?=\s+(?:morning|afternoon)\b))",
    re.I,
)
_START_OF = re.compile(
    rf"\b(start)\s+of\s+(?=((the|this|next|last)\s+)?({MONTH}\b|(month|week|year)\b))", re.I
)
#: A hedge between a preposition and a year ("from like 1985", "since about 2015", "in
#: roughly 2019"), which Duckling reads only without it: blanked, the year keeps its place.
_HEDGED_YEAR = re.compile(
    r"\b(?:from|in|since|around|till|until|before|after)\s+"
    r"(like|about|around|roughly|approx|approximately|circa|ca\.)\s+(?=(19|20)\d\d\b)",
    re.I,
)
_HEDGE = r"(?:like|about|around|roughly|approx|approximately|circa|ca\.)"
#: "from" before a range of years ("from 1990 to 2000", "from about 1990 till 2000"), which
#: Duckling reads as open from the first year on: blanked, with a hedge after "to" ("to about
#: 2000"), the years are read as the range they are.
_YEAR_RANGE = re.compile(
    rf"\b(from)\s+(?=(?:{_HEDGE}\s+)?(?:19|20)\d\d\s*(?:to|until|till|til|through|thru|[-–—])"
    rf"\s*(?:({_HEDGE})\s+)?(?:19|20)\d\d\b)",
    re.I,
)
_PART_FULL = {"arvo": "afternoon", "avo": "afternoon", "nite": "night"}
#: "arvo"/"avo"/"nite" after a day and before a range of clock times ("thurs arvo 4-6",
#: "fri nite 8-11"), read in full so that the range is read in that part of that day, as
#: "thurs afternoon 4-6" is.
_DAY_PART = re.compile(
    rf"\b(?:{WEEKDAY}|today|tomorrow|tmrw|tmr)\.?\s+(arvo|avo|nite)\s+"
    r"(?=\d{1,2}(?::[0-5]\d)?\s*(?:-|–|to\b|till\b|til\b|until\b)\s*\d)",
    re.I,
)
#: A name before a word in title case: a surname ("Bill Nye"), no chat spelling.
_NAME_BEFORE = re.compile(r"\b[A-Z][a-z]+\s+$")
#: "4th" as a day: after "happy" or "the", not before "of", a noun ("the 4th piece") or
#: another day it is joined to ("the 4th and 5th": a span of the month's days).
_FOURTH = re.compile(
    r"\b(happy|the)\s+(4th|fourth)\b(?!\s+of\b|\s*(and|or|-|–|to|till|thru|through)\s*\d)"
    r"(?=\s*($|[^\w\s]|(is|was|were|are|will|and|but|so|we|i|at|in|on|with|this|weekend|bbq|party|"
    r"cookout|plans?|everyone|everybody|all|y['’]?all|guys|folks|friends|fam|from|to|you|ya)\b))",
    re.I,
)
#: Who a greeting is from or to ("happy 4th from rome", "happy 4th to you"): only after
#: "happy"; after "the" an ordinal of a place or a turn ("the 4th from the left", "the 4th to
#: finish", "the 4th to ask me about fireworks").
_WHO_NEXT = re.compile(r"\s*(from|to|you|ya)\b", re.I)
#: "by" a clock time right after a day ("fri by 5", "mon 14th by 6pm", "the 3rd dec by
#: 10am"), which Duckling reads as the span up to it or not at all; not before a noun ("sat
#: by 5 people"), but before a word that starts a part of the sentence ("thurs by 5 for a
#: spot", "tmrw by 9 so we can ...").
_DAY_BY = re.compile(
    rf"\b(?:(?P<day>{WEEKDAY})\.?|\d{{1,2}}(?:st|nd|rd|th)|today|tomorrow|tmrw|tmr)(?:\s+{MONTH})?\s+"
    r"(?P<by>by)\s+(?=(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d\d|\d{4}|noon|"
    r"midday|midnight|\d{1,2}(?!\s*(?!(?:for|to|so|and|or|if|then|but|pls|please|latest|"
    r"at|in|on|with|ok|okay|tho|though)\b)[a-z]{2,}))(?![\w:]|\.\d))",
    re.I,
)
#: A bare number after "by" (no minutes, no am/pm): after a word of a result, a margin.
_BARE_HOUR = re.compile(r"\s*\d{1,2}(?![\w:]|\.\d)")
#: Weekdays cut short that are also words, spelled out where "by" a clock time follows
#: ("get there sat by 9": Saturday, not the verb of "I sat at 9"), unless a pronoun or an
#: article before makes them the word ("we sat by 9", "the sun by 6").
_WORD_DAYS = {"sat": "saturday", "sun": "sunday", "wed": "wednesday"}
_WORD_BEFORE = re.compile(r"\b(i|we|he|she|they|you|it|who|the|a|an)\s+$", re.I)
#: Cues of the Fourth of July in the message: a US flag, fireworks, "July", "independence".
_JULY_CUE = re.compile(r"🇺🇸|🎆|🎇|🧨|\bfireworks?\b|\bjuly\b|\bjul\b|\bindependence\b", re.I)

#: An edit: (start, end) as written, (start, end) spelled out.
Edit = tuple[int, int, int, int]


def _near_july_4(wall: datetime) -> bool:
    return (6, 15) <= (wall.month, wall.day) <= (7, 5)


def spelled_out(text: str, wall: datetime) -> tuple[str, list[Edit]]:
    """`text` with its chat spellings spelled out, and the edits, in order."""
    spots = [
        (m.start(1), m.end(1), _FULL[m.group(1).lower()])
        for m in _WORDS.finditer(text)
        if _today(text, m)
        and (
            not _NAME_BEFORE.search(text[max(0, m.start() - 20) : m.start()])
            or not m.group(1).istitle()
        )
    ]
    for m in _UNITS.finditer(text):
        k = 1 if m.group(1) else 3
        spots.append((m.start(k), m.end(k), _UNIT_FULL[m.group(k).lower()]))
    spots += [(m.start(1), m.end(1), "beginning") for m in _START_OF.finditer(text)]
    for m in _SHABBAT.finditer(text):
        k = 1 if m.group(1) else 2
        spots.append((m.start(k), m.end(k), "saturday"))
    spots += [(m.start(1), m.end(1), " " * len(m.group(1))) for m in _HEDGED_YEAR.finditer(text)]
    spots += [
        (m.start(k), m.end(k), " " * len(m.group(k)))
        for m in _YEAR_RANGE.finditer(text)
        for k in (1, 2)
        if m.group(k)
    ]
    colons = colon_spots(text)  # "pickup 0515": 05:15
    for m in _DAY_BY.finditer(text):
        if re.match(r"\s*\d{4}", text[m.end() :]) and all(lo != m.end() for lo, *_ in colons):
            continue  # "sat by 2030": no clock time; "fri by 1700" is one (`colon_spots`)
        if not _BARE_HOUR.match(text, m.end()) or not timebyplace.margin_day(text[: m.start()]):
            spots.append((m.start("by"), m.end("by"), "at"))  # not "we won sunday by 2"
        day = (m.group("day") or "").lower()
        if day in _WORD_DAYS and not _WORD_BEFORE.search(text, 0, m.start()):
            spots.append((m.start("day"), m.end("day"), _WORD_DAYS[day]))  # "there sat by 9"
    spots += day_halves(text)  # "tmrw am": tomorrow morning
    spots += letter_halves(text)  # "7a-7p": 7am-7pm
    spots += hour_till(text)  # "9 till 11 today": from 9 till 11
    spots += minutes_to(text)  # "mon at 10 to 9": 8:50
    spots += colons
    spots += bare_ordinal_ranges(text)  # "23rd to the 31st": the 23rd to the 31st
    for m in _DAY_PART.finditer(text):  # "thurs arvo 4-6"
        spots.append((m.start(1), m.end(1), _PART_FULL[m.group(1).lower()]))
    if _near_july_4(wall):
        for m in _FOURTH.finditer(text):
            if m.group(1).lower() == "the" and _WHO_NEXT.match(text, m.end()):
                continue  # "the 4th from the left": an ordinal
            if m.group(1).lower() == "happy" or _JULY_CUE.search(text):
                spots.append((m.start(2), m.end(2), m.group(2) + " of july"))
    parts, edits, pos, shift = [], [], 0, 0
    for lo, hi, full in sorted(spots):
        parts += [text[pos:lo], full]
        edits.append((lo, hi, lo + shift, lo + shift + len(full)))
        shift += len(full) - (hi - lo)
        pos = hi
    parts.append(text[pos:])
    return "".join(parts), edits


def _written(edits: list[Edit], at: int, end: bool) -> int:
    """The place in the written text of `at` in the spelled-out one (the end of an edited
    word where `at` ends inside it, its start where `at` starts inside it)."""
    shift = 0
    for lo, hi, s_lo, s_hi in edits:
        if at <= s_lo:
            break
        if at < s_hi:
            return hi if end else lo
        shift = s_hi - hi
    return at - shift


def written_back(written: str, edits: list[Edit], kept: list[Mention]) -> list[Mention]:
    """The mentions found in the spelled-out text, at their places in `written`; so is the
    start of the mention each is read with (`Mention.anchor`)."""
    if not edits:
        return kept
    out = []
    for m in kept:
        lo, hi = _written(edits, m.start, False), _written(edits, m.end, True)
        anchor = None if m.anchor is None else _written(edits, m.anchor, False)
        out.append(replace(m, text=written[lo:hi], start=lo, end=hi, anchor=anchor))
    return out
