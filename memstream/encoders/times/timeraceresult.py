"""Race results told by the words before a clock-looking number (tests/data/timeexpr.md: "race
times, paces and laps" are no times of day), which `timeracetime.race_time` asks. Each cue is
narrow, for chat is full of slots, shifts and plans told the same way ("we did 7:00 so we'd
beat the crowds", "managed 5:45 today without an alarm", "5s @ 7:30 tmrw"):

- a verb of a result right before it, the number ending its clause ("i did 4:52, 9th of 31",
  "managed 6:58!!") or followed by a race ("did 4:10 flat on the track", "clocked 1:43 at the
  half"); not "did 10:30 with the kids", "did 5:00 last night instead", "did 9:30 at the
  office" (a class, a slot, a shift); a number that only ends its clause needs a race told
  in the message ("managed 6:58!! new pb"; not "i managed 7:30 😭 so tired", a wake-up); "got"
  is left out: "we got 7:30 at the restaurant" is a booking;
- a record's noun and its verb ("my BQ standard is 3:25 so", "her pb is 19:58.", "my
  qualifying time was 3:28"), the number ending its clause or followed by a race; not "the
  qualifier is 7:45 tonight", "the result is 9:15 tomorrow", "the pr is 3:30 tmrw" (a match,
  an announcement, a meeting);
- a swim or track interval, repeats times a distance "on" or "@" the number ("10x100 on
  1:45", "8 x 400 @ 1:30", "5x1k @ 4:10", "4x1 mile @ 6:40"), or a count of hundreds ("100s on
  1:40"); not "5s @ 7:30", "over 60s @ 10:30", "2x2 @ 7:00" (team sizes, ages, doubles);
- a cry of a record as a sentence of its own right before it, the number ending its clause or
  followed by a race ("PB!!! 21:48 at parkrun", "new pr. 18:32"; not "new pb! 7:30 dinner",
  "PB!! 7:30 at the pub", "new pr! 8:00 on friday": plans);
- hours, minutes and seconds, the hour one digit and the seconds not ":00", with no am/pm after
  it and a race told beside it ("results have me at 1:58:40", "garmin had me at 3:29:57"; not
  "alarm went off at 6:15:30", "the quake hit at 3:42:15").
"""

from __future__ import annotations

import re

_RESULT_VERB = re.compile(r"\b(did|clocked|posted|managed)\s+$", re.I)
#: A race, after "at"/"in"/"on"/"for" ("at parkrun", "on the track", "for the mile", "in the
#: half", "at the 10k"); not "at the pub", "on friday", "for the booking".
_RACE_NOUN = (
    r"(parkrun|races?|track|marathon|half|ultra|triathlon|mile|relay|champs|championships|"
    r"time\s+trial|hill\s+climb|\d+\s?(k|km|m|mi|miles?|y|yds?))"
)
_AT_RACE = rf"\s+(at|in|on|for)\s+((the|my|a|an|this|that|his|her|their|our)\s+)?{_RACE_NOUN}\b"
#: The end of the number's clause: a stop, an emoji, the end, or a ranking after a comma ("i
#: did 4:52, 9th out of 31"); not a bare comma ("did 10:30, then lunch").
_END = r"\s*($|[.!?;:)]|[^\w\s\x00-\x7f]|,\s*\d+(st|nd|rd|th)\b|,?\s*out\s+of\b)"
_RESULT_AFTER = re.compile(rf"(\s+flat)?({_END}|{_AT_RACE})", re.I)
#: A race told somewhere in the message, for a result whose number only ends its clause
#: ("managed 6:58!! new pb"; not "i managed 7:30 😭 so tired", "what time did u book? did 7:30.").
_RACE_TOLD = re.compile(
    rf"\b({_RACE_NOUN}|pbs?|prs?|splits?|pace|chip|strava|garmin|\d+(st|nd|rd|th)\s+(place|overall))\b",
    re.I,
)
#: After a record's noun and "is"/"was", also the next clause ("my BQ standard is 3:25 so i
#: need 4 mins off").
_NOUN_AFTER = re.compile(rf"{_END}|{_AT_RACE}|\s*,?\s+(so|and|but)\b", re.I)
#: A plan after a record's cry and a race ("pb!! 7:30 on the track tmrw", "... on sat").
_PLAN = re.compile(
    r"\b(tomorrow|tmrw|tmr|tonight|tonite|next|later|mon|tues?|wed|weds|thu|thurs?|fri|sat|sun|"
    r"(mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    re.I,
)
_RESULT_NOUN = re.compile(
    r"\b(pb|pr|standard|(qualifying|finishing|finish)\s+time)\s+(is|was)\s*$", re.I
)
#: Repeats times a distance ("10x100", "8 x 400m", "5x1k", "4x1 mile", "10x1 min"; not "2x2"),
#: or hundreds ("100s", "200s"; not "5s", "over 60s"), then "on"/"@".
_INTERVAL = re.compile(
    r"\b(\d+\s?x\s?(\d{2,}\s?(m|y|yds?)?|\d+\s?(m|y|yds?|k|km|mi|miles?|mins?))|[1-9]\d\ds)"
    r"\s+(on|@)\s*$",
    re.I,
)
_RECORD_CRY = re.compile(r"(^|[.!?\n]\s*)(new\s+)?(pb|pr|pbs|prs)\s*[!.]+\s*$", re.I)
_SECONDS = re.compile(r"^(at\s+)?[1-9]:\d{2}:(?!00)\d{2}$", re.I)
_MERIDIEM = re.compile(r"^\s*([ap]\.?m\b|o'?clock)", re.I)
#: A race told beside hours, minutes and seconds ("results have me at", "chip", "marathon").
_RACE_CUE = re.compile(
    r"\b(ran|raced|swam|did|clocked|finish|finished|pb|pr|pbs|prs|marathon|half|ultra|parkrun|"
    r"race|triathlon|\d+\s?(k|km|mi)|chip|gun|splits?|results?|garmin|strava|(has|have|had)\s+"
    r"me\s+at)\b",
    re.I,
)


def interval_before(text: str, number: int) -> bool:
    """Whether a swim or track interval comes right before the number at `number` ("10x100 on
    | 1:45", "100s @ | 1:35")."""
    return bool(_INTERVAL.search(text[max(0, number - 40) : number]))


def _seconds_result(text: str, start: int, end: int) -> bool:
    """'results have me at 1:58:40'; not 'alarm went off at 6:15:30'."""
    if not _SECONDS.match(text[start:end]) or _MERIDIEM.match(text[end : end + 8]):
        return False
    return bool(_RACE_CUE.search(text[max(0, start - 80) : end + 60]))


def _cry_after(text: str, end: int) -> bool:
    """After a record's cry: the end of the number's clause, or a race and no plan in the rest
    of its clause ("PB!!! 21:48 at parkrun this morning"; not "pb!! 7:30 on the track tmrw")."""
    m = _RESULT_AFTER.match(text, end)
    if m is None:
        return False
    clause = re.split(r"[.!?;,\n]", text[m.end() : m.end() + 40])[0]
    return not _PLAN.search(clause) and not text[m.end() :].lstrip().startswith("?")


def result_before(text: str, start: int, end: int) -> bool:
    """Whether the clock-looking number text[start:end] is a race result by the words before
    it, or by its seconds."""
    if _seconds_result(text, start, end):
        return True  # "results have me at 1:58:40"
    digit = re.search(r"\d", text[start:end])
    number = start + (digit.start() if digit else 0)
    before = text[max(0, number - 40) : number]
    if number == start and _RESULT_VERB.search(before):
        after = _RESULT_AFTER.match(text, end)
        if after is None:
            return False
        # "i did 4:52, 9th", "clocked 1:43 at the half"; a bare stop or emoji needs a race
        return bool(re.search(r"\w", after.group(0)) or _RACE_TOLD.search(text))
    if _RECORD_CRY.search(before):  # "PB!!! 21:48 at parkrun"
        return _cry_after(text, end)
    if _RESULT_NOUN.search(before):  # "my BQ standard is 3:25 so"
        return bool(_NOUN_AFTER.match(text, end))
    return interval_before(text, number)
