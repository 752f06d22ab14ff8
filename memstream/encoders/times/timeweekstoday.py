"""British chat's "a week today", "two weeks tomorrow", "a fortnight on friday", "3 weeks
sunday": that many weeks after the day named (today, tomorrow, the coming weekday), a
single day ahead ("three weeks today we get the keys" said on Tuesday 10 February is
Tuesday 3 March). Not a length that has run until that day ("it's been 2 weeks today", "sober
3 weeks today"), nor an age ("he's 3 weeks today"): the day named alone.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY, WEEKDAY_NUMBERS

_COUNTS = {"a": 1, "one": 1, "1": 1, "two": 2, "2": 2, "three": 3, "3": 3, "four": 4, "4": 4}
_AHEAD = re.compile(
    r"\b(?P<n>a|one|two|three|four|[1-4])\s+(?P<unit>weeks?|fortnights?)\s+"
    rf"(?P<day>today|tomorrow|tmrw|tmr|(on\s+)?(?P<weekday>{WEEKDAY}))\b",
    re.I,
)
#: A length that has run until the day ("been", "sober", "it's 2 weeks today").
_RUN = re.compile(
    r"\b(been|sober|clean|married|together|dating|since|for|it['’]?s|its|it\s+is|ago)\b[^.!?\n]*$",
    re.I,
)


#: An age: "she's 2 weeks today", "he turns 3 weeks tomorrow".
_AGE = re.compile(r"(['’]s|\bis|\bare|\bam|['’]m|['’]re|\bturns?|\bturned)\s*$", re.I)


def weeks_from_day(text: str, wall: datetime) -> list[Mention]:
    """Each "N weeks today/tomorrow/on <weekday>" in `text`, as that day."""
    out = []
    today = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    for m in _AHEAD.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()]
        if _RUN.search(before) or _AGE.search(before):
            continue
        weeks = _COUNTS[m.group("n").lower()] * (2 if m.group("unit").lower()[0] == "f" else 1)
        day = m.group("day").lower()
        if m.group("weekday"):
            ahead = (WEEKDAY_NUMBERS[m.group("weekday").lower()] - today.weekday()) % 7 or 7
            base = today + timedelta(days=ahead)
        else:
            base = today if day == "today" else today + timedelta(days=1)
        try:
            start = base + timedelta(weeks=weeks)
            o = Occurrence(start, start + timedelta(days=1), "day", "day")
        except OverflowError:
            continue
        out.append(Mention(m.group(0), m.start(), m.end(), o, ()))
    return out
