"""Race times: a clock-looking number beside words of running ("my 4:10 marathon pace", "a
6:50 mile", "finished in 1:52", "did 1:52 at the half") is a race time, pace or lap, no time
of day, unless it is introduced as one ("the race starts at 7:30"); `timefilter.check` asks
`race_time`; results told by the words before the number ("i did 4:52", "10x100 on 1:40") are
timeraceresult.py's. After "@" or "on" only a pace's unit or an interval tells one ("8x400 @
1:38", "@ 5:10/km"; not "run club @ 6:30", "the race is on 7:30"). A time that Duckling glued
after a race time ("i ran 3:41 in may") is kept, the race time cut off (`race_head`), but only
on a strong cue, for a clock time glued to its day is most often a plan ("run club 6:30
tonight", "the half starts 7:30 sunday"); a pace that Duckling glued to the day before it
("last sunday at 5:52/km") is cut off, the day kept (`pace_tail`); `timematchparts.parts`
asks both.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeraceresult

#: A clock-looking number ("3:45", "1:52:10") that is a race time, a pace or a lap, told by
#: the words right after it ("a 3:45 marathon", "4:30 pace", "5:10/km", "8:30/mile") or
#: before it in its clause ("my marathon time was 4:10", "leading the 4:10 pack"); one
#: introduced as a time of day ("the race starts at 7:30") stays a time.
_CLOCK_NUMBER = re.compile(r"^(at\s+|in\s+|a\s+|on\s+|@\s*)?\d{1,2}:\d{2}(:\d{2})?$", re.I)
_RACE = (
    r"(pac(e|es|ing|er|ers)|marathons?|half|ultra|triathlon|parkrun|races?|raced|racing|"
    r"\d+\s?(k|km|mi)|miles?|km|kms|kilometers?|kilometres?|laps?|pb|pr|prs|pbs|splits?|finish|"
    r"finished|finishing|chip|personal|ran|run|running|swim|swam|ride|rode)"
)
_PACE_SLASH = r"\s*/\s*(km|mi|k|miles?)\b"
_RACE_AFTER = re.compile(rf"^({_PACE_SLASH}|\s+(per\s+)?{_RACE}\b)", re.I)
#: A pace's unit after a list of such numbers ("5:00, 5:30 and 6:00/km groups", "4:30 or 5:00
#: pace"), or a swim's ("1:52/100m", "1:38/100yd", "1:55 per 100").
_LISTED = r"((\s*,\s*|\s+(and|or|&)\s+|\s*,\s*(and|or)\s+)\d{1,2}:\d{2})*"
_UNIT_AFTER = re.compile(
    rf"^{_LISTED}(\s*/\s*(km|mi|k|miles?|\d+\s?(m|y|yds?))\b|\s+(pace|per\s+(km|mile|k|mi|"
    r"\d+\s?(m|y|yds?)|25|50|100|200)\b))",
    re.I,
)
_PACE_SLASH_AFTER = re.compile(rf"^{_PACE_SLASH}", re.I)
#: "@ 6:30", "on 7:30": no word of running, only a pace's unit or an interval, makes these a
#: race time ("8x400 @ 1:38"; not "run club @ 6:30", "pick kids up from swim @ 5:15").
_LOOSE_INTRO = re.compile(r"^(@|on\s)", re.I)
_RACE_WORD = re.compile(_RACE, re.I)
#: A race after the number and "at the"/"in the" ("did 1:52 at the half", "4:05 in the
#: marathon"): its time, where no word of a time of day introduces the number.
_RACE_AT = re.compile(rf"^\s+(at|in)\s+(the|my|her|his|their|our)\s+{_RACE}\b", re.I)
_TIME_OF_DAY_INTRO = re.compile(r"^(at|by|around|until|till|before|after|from)$|^at\s", re.I)
_RACE_CLAUSE = re.compile(r"[.!?;\n]|,\s|\s(and|but|so)\s")


def _word_before(text: str, start: int) -> str:
    words = re.findall(r"[A-Za-z][A-Za-z'’]*", text[max(0, start - 40) : start])
    return words[-1].lower() if words else ""


def _pace_unit_after(text: str, end: int) -> bool:
    """'5:10/km', '1:52/100m', '4:30 pace', '1:55 per 100' right after the number."""
    after = text[end : end + 60]
    return bool(_PACE_SLASH_AFTER.match(after) or _UNIT_AFTER.match(after))


def race_time(text: str, start: int, end: int) -> bool:
    """Whether the clock-looking number text[start:end] is a race time, pace or lap."""
    body = text[start:end]
    if not _CLOCK_NUMBER.match(body):
        return False
    if _LOOSE_INTRO.match(body):  # "8x400 @ 1:38", "@ 5:10/km"; not "run club @ 6:30"
        number = start + next(i for i, c in enumerate(body) if c.isdigit())
        return _pace_unit_after(text, end) or timeraceresult.interval_before(text, number)
    if _RACE_AFTER.match(text[end : end + 30]) or _UNIT_AFTER.match(text[end : end + 60]):
        return True  # "a 3:45 marathon", "4:30 pace", "5:10/km", "5:00, 5:30 and 6:00/km"
    if timeraceresult.result_before(text, start, end):
        return True  # "i did 4:52", "100s on 1:40", "results have me at 1:58:40"
    if _TIME_OF_DAY_INTRO.match(body) or _TIME_OF_DAY_INTRO.match(_word_before(text, start)):
        return False  # "the race starts at 7:30"
    if _RACE_AT.match(text[end : end + 30]):
        return True  # "did 1:52 at the half", "4:05 in the marathon"; not "at 7:30 at the race"
    lo = max((m.end() for m in _RACE_CLAUSE.finditer(text, max(0, start - 40), start)), default=0)
    words = re.findall(r"[\w'’]+", text[max(lo, start - 40) : start])[-4:]
    return any(_RACE_WORD.fullmatch(w) for w in words)  # "my marathon time was 3:45"


#: A match that ends in a clock-looking number ("last sunday at 5:52"), the number and its
#: "at"/"in" apart.
_CLOCK_TAIL = re.compile(r"\s+((at|in|@)\s+)?\d{1,2}:\d{2}(:\d{2})?$", re.I)
#: A pace's unit glued after it ("/km", "/mi", "per km", "min/km", "per kilometre"; not "a
#: mile", "at 7:30 a mile from the house" is a place), no number after the unit ("sat at 8:30 /
#: km 0 of the trail": a place on it, the clock time stays).
_PACE_UNIT = r"(km|k|kilomet(er|re)|mi|mile)"
_PACE_AFTER = re.compile(
    rf"^(\s*/\s*({_PACE_UNIT}|\d+\s?m)\b|\s*(min|mins)?\s*(/|per)\s*{_PACE_UNIT}\b)"
    r"(?!\s*\d)",
    re.I,
)


#: A clock-looking number at the head of a match, then the rest ("3:41 | in may", "@ 1:45 |
#: this morning").
_CLOCK_HEAD = re.compile(r"^(@\s*)?((\d{1,2}):\d{2}(:\d{2})?)\s+(?=\w)", re.I)
#: A past verb of racing right before the number ("i ran 3:41", "swam 1:05", "raced 2:09"; not
#: "run", "i'll ride", "did", "managed": "did 7:30 last night" is a slot, "managed 5:45
#: today" a wake-up).
_RACED = re.compile(r"\b(ran|swam|raced)\s+$", re.I)
#: A plan or a part of a day after it ("ran 6:30 this morning", "swam 7:00 tmrw": when).
_PLAN_AFTER = re.compile(
    r"\b(morning|afternoon|evening|night|tonight|tonite|tomorrow|tmrw|tmr|next|later|"
    r"[ap]\.?m)\b",
    re.I,
)


def _strong_head(text: str, start: int, m: re.Match[str]) -> bool:
    """Whether the number that heads a glued match is surely a race time: an interval before
    it, or a past verb of racing and no plan or part of a day after it; never a 24-hour clock
    nor one with am/pm after it."""
    hour, rest = m.group(3), m.string[m.end() :]
    if hour.startswith("0") or int(hour) > 12 or _MERIDIEM_AFTER.match(rest):
        return False  # "race briefing 18:30 friday", "the 5k starts 8:00 am sunday"
    number = start + m.start(2)
    if timeraceresult.interval_before(text, number):
        return True  # "15x100 on 1:50 this am"
    return bool(_RACED.search(text[max(0, number - 20) : number]) and not _PLAN_AFTER.search(rest))


_MERIDIEM_AFTER = re.compile(r"^([ap]\.?m\b|o'?clock)", re.I)


def race_head(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The time after a race time that Duckling glued to it ("i ran 3:41 in may": May alone;
    "10x100 on 1:45 this morning": this morning), None if the match starts with no sure race
    time (`_strong_head`; "run club 6:30 tonight", "parkrun 9:00 sat", "did 5:00 last night"
    keep their clock times)."""
    m = _CLOCK_HEAD.match(text[start:end])
    if m is None or not _strong_head(text, start, m):
        return None
    return [(start + m.end(), end)]


def pace_tail(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The day before a pace that Duckling glued to it ("did 32k last sunday at 5:52/km": last
    Sunday alone; the pace is no time of day), None if the match ends in no pace."""
    m = _CLOCK_TAIL.search(text, start, end)
    if m is None or m.start() == start or not _PACE_AFTER.match(text[end : end + 20]):
        return None
    return [(start, m.start())]
