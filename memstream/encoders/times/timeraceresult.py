"""Race results told by the words before a clock-looking number (tests/data/timeexpr.md: "race
times, paces and laps" are no times of day), which `timeracetime.race_time` asks:

- a verb of a result right before it, the number ending its clause or followed by a word of
  when or where ("i did 4:52, 9th of 31", "did 5:12 on the hill climb"; not "did 8:00 spin",
  a class, nor "did 9:30 at the office", a shift; "got" is left out: "we got 7:30 at the
  restaurant" is a booking);
- a result's noun and its verb ("my BQ standard is 3:25", "my time was 21:48", "her pb is
  19:58"; not "the time is 3:25", the clock, nor "the new time is 3:30", "my wake-up time was
  5:30": "time" only as "my time was");
- a swim or track interval, a count of repeats "on" the number ("100s on 1:40", "10x100 on
  1:45", "8 x 400 @ 1:30", "5x1k @ 4:10");
- a cry of a record as a sentence of its own right before it, the number ending its clause
  or followed by where it was run ("PB!!! 21:48 at parkrun", "new pr. 18:32"; not "new pb!
  7:30 dinner to celebrate");
- hours, minutes and seconds, the hour one digit and the seconds not ":00" ("results have me
  at 1:58:40"; not "lands at 9:15:00", an announcement's clock), with no am/pm after it.
"""

from __future__ import annotations

import re

_RESULT_VERB = re.compile(r"\b(did|clocked|posted|managed)\s+$", re.I)
#: What may follow a result: the end of its clause, or a word of when or where it was run
#: ("on the hill climb", "yesterday"; not "at the office": a shift's clock time).
_RESULT_AFTER = re.compile(
    r"^(\s*($|[,.!?;:)(]|[^\w\s])|\s+((on|for|in)\s+(the|my|a|an)|with|and|but|so|yesterday|"
    r"today|tonight|this|last|flat|lol|which|over|off)\b)",
    re.I,
)
#: After a record's cry, also where it was run ("PB!!! 21:48 at parkrun"; not "new pb! 7:30
#: dinner", a plan).
_CRY_AFTER = re.compile(r"^\s+(at|in|on)\b")
_RESULT_NOUN = re.compile(
    r"\b(?P<det>my|his|her|their|your|our|the|a|new)\s+(?P<mid>[\w'’-]+\s+)?"
    r"(?P<noun>standard|qualifier|pb|pr|split|result|time)\s+(?P<verb>is|was|of|=)\s*$",
    re.I,
)
_INTERVAL = re.compile(r"\b\d+\s?(s|x\s?\d+\s?(m|y|yd|yds|k|km)?)\s+(on|@)\s*$", re.I)
_RECORD_CRY = re.compile(r"(^|[.!?\n]\s*)(new\s+)?(pb|pr|pbs|prs)\s*[!.]+\s*$", re.I)
_SECONDS = re.compile(r"^(at\s+)?[1-9]:\d{2}:(?!00)\d{2}$", re.I)
_MERIDIEM = re.compile(r"^\s*([ap]\.?m\b|o'?clock)", re.I)


def _result_noun(before: str) -> bool:
    """'my BQ standard is', 'my time was'; not 'the time is' (the clock now)."""
    m = _RESULT_NOUN.search(before)
    if m is None:
        return False
    if m.group("noun").lower() != "time":
        return True
    det, verb = m.group("det").lower(), m.group("verb").lower()
    return not m.group("mid") and det not in ("the", "a", "new") and verb == "was"


def result_before(text: str, start: int, end: int) -> bool:
    """Whether the clock-looking number text[start:end] is a race result by the words before
    it, or by its seconds."""
    if _SECONDS.match(text[start:end]) and not _MERIDIEM.match(text[end : end + 8]):
        return True  # "results have me at 1:58:40"
    digit = re.search(r"\d", text[start:end])
    number = start + (digit.start() if digit else 0)
    before = text[max(0, number - 40) : number]
    if number == start and _RESULT_VERB.search(before):
        return bool(_RESULT_AFTER.match(text[end : end + 12]))  # "i did 4:52, 9th"
    if _RECORD_CRY.search(before):  # "PB!!! 21:48 at parkrun"
        after = text[end : end + 12]
        return bool(_RESULT_AFTER.match(after) or _CRY_AFTER.match(after))
    return bool(_result_noun(before) or _INTERVAL.search(before))
