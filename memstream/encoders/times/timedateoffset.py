"""An offset read against the date named before it in the sentence (tests/data/timeexpr.md,
read against a date named before it): "N units before/after (that)" and "the unit
before/after" that end their clause ("rent goes out the 3rd, ping me a day before": the 2nd;
"this week vs the week before"), and "the night (morning, ...) before/after" a day, that part
of the day before or after it; not a habit's step after "every" or "each" ("first email
monday, reminders every 2 weeks after that"). Duckling reads these as no date, or from the
moment said.
`timetogether.read_together` asks `offsets`; a range of whole days as the date is
timerangeoffset.py's.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times import timerangeoffset
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, add_grain, floor

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_OFFSET = re.compile(
    r"\b(the\s+(?P<unit1>day|week|month|year|night|evening|morning|afternoon)"
    # not a habit's step ("reminders every 2 weeks after that": no date)
    r"|(?<!\bevery\s)(?<!\beach\s)(?P<n>\d{1,2}|a|an|one|two|three|four|five|six)"
    r"\s+(?P<unit2>days?|weeks?|months?|years?))\s+(?P<dir>before|after|earlier|later|prior)"
    r"(\s+that)?(?=\s*([.!?,;\n)]|$|\s(and|but|so|vs|or|pls|please|lol|lmao|haha|tbh|tho"
    # a condition ("the week after if i pass"); not "when" or "once", which bring the offset's
    # own anchor ("arrived 3 days after when i asked"), but for a request's "when you can"
    r"|if|unless|when\s+(you|u)\s+can)\b"
    r"|[\u2600-\u27bf\U0001f000-\U0001faff])"
    # a place or a purpose after it ("the night before at the pub", "3 days before to pack")
    r"|\s+(at|in)\s+(the|a|an|my|our|his|her|their)\s+[a-z]|\s+to\s+(?!(the|my|your|his|her|our"
    r"|their|a|an|this|that|next|christmas|easter)\b)[a-z]+\b(?!\s+(day|eve|night|morning)\b))",
    re.I,
)
#: Parts of the day "the night (evening, ...) before/after" reads on the day before/after.
_PARTS = {"night": (18, 24), "evening": (18, 24), "morning": (0, 12), "afternoon": (12, 19)}
_SENTENCE = re.compile(r"[.!?\n]")
#: The rest of a subject that holds a date, then a copula ("easter lunch will be | the day
#: after").
_SUBJECT_IS = re.compile(r"^(['’]s)?(\s+[a-z]+){0,2}\s+(is|was|will\s+be)\s+$", re.I)
#: "The week (day, month) after" reads from a date of its unit or of a day or finer.
_FINER = ("minute", "hour", "day")


def _shift(o: Occurrence, unit: str, n: int) -> Occurrence:
    if unit in _PARTS:  # "the night before": that part of the day before
        day = floor(o.start, "day") + timedelta(days=n)
        lo, hi = _PARTS[unit]
        return Occurrence(day + timedelta(hours=lo), day + timedelta(hours=hi), "interval", "hour")
    start = floor(o.start, unit)
    if unit in ("month", "year"):
        months = n * (12 if unit == "year" else 1)
        m = start.month - 1 + months
        start = start.replace(year=start.year + m // 12, month=m % 12 + 1)
    else:
        start += timedelta(days=n * (7 if unit == "week" else 1))
    return Occurrence(start, add_grain(start, unit), unit, unit)


def offsets(text: str, found: list[Mention]) -> list[Mention]:
    """ "N units before/after (that)" and "the unit before/after" that end their clause (an emoji
    ends one too, as chat writes it: "the week after 🙄"; so does a place or a purpose:
    "the night before at the pub", "2 days before to pack"; so does a condition: "the week
    after if i pass", not "when" or "once": "3 days after when i asked" is after the asking),
    and "the night (morning, ...) before/after" a day (or hours on one),
    that part of the day before or after it, from the date named last before them in the
    sentence ("my bill is due the 15th, remind me 3 days before": the 12th; "last month vs
    the month before": the month before last month);
    "the unit before" needs a date of that unit or a day or finer ("last month"; "the 28th,
    ... the week after": the week after the 28th's); with none in the sentence, the date
    named last in the sentences before ("my slot on the 17th? i'll take the week after")."""
    out = []
    for m in _OFFSET.finditer(text):
        unit = (m.group("unit1") or m.group("unit2")).lower().rstrip("s")
        n = 1 if m.group("unit1") else int(_COUNTS.get(m.group("n").lower(), m.group("n")))
        n = -n if m.group("dir").lower() in ("before", "earlier", "prior") else n
        lo = max((s.end() for s in _SENTENCE.finditer(text, 0, m.start())), default=0)
        before = [f for f in found if lo <= f.start and f.end <= m.start()]
        if not before:  # "cover my shift on the 15th? i'll do yours the week after"
            before = [f for f in found if f.end <= lo]
        if not before or any(f.start < m.end() and m.start() < f.end for f in found):
            continue
        anchor = before[-1]
        if len(before) > 1 and _SUBJECT_IS.match(text[anchor.end : m.start()]):
            anchor = before[-2]  # "..., and easter lunch is the day after": not its own
        grain = anchor.chosen.grain
        o = anchor.chosen  # "may 9th 1-4, ... the day after": the day of its hours
        one_day = o.end - o.start <= timedelta(days=1) and o.unit in _FINER
        if grain == "interval" and timerangeoffset.days_range(o):
            grain = "day"  # "on 1-7 dec, ... the week after": from the range's last day
        if (
            (grain == "interval" and not one_day)
            or (m.group("unit1") and grain not in (unit, "interval") and grain not in _FINER)
            or (unit in _PARTS and grain != "day" and not one_day)
        ):
            continue
        chosen = _shift(timerangeoffset.edge(anchor.chosen, n), unit, n)
        options = tuple(_shift(timerangeoffset.edge(o, n), unit, n) for o in anchor.occurrences)
        out.append(Mention(m.group(0), m.start(), m.end(), chosen, options, anchor=anchor.start))
    return out
