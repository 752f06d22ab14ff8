"""Two days of the month in a row, read as one span ("away the 17th and 18th", "the
3rd and 4th of June", "3rd and 4th dec", "the 26th-30th", "flights 15th-22nd booked", each
maybe after its weekday: "fri 9th and sat 10th may", "7th-10th of next month"), or two
joined by "or" ("on the 12th or 13th"): two dates; a range of two dated weekdays ("fri 9
may to sat 10 may") is the range of its dates (tests/data/timeexpr.md: ranges). Found here,
each day read by Duckling through the resolver (`timereader.Reader`); they replace
Duckling's matches that overlap them. Days listed apart ("the 3rd, 10th and 17th") are each
a date: `timedayordinals`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timedayordinals import day_alone, day_ordinals
from memstream.encoders.times.timejoins import DAYS_INTRODUCED
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timeneighbours import day_off, noun_follows
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import MONTH, WEEKDAY, weekday_number

#: Two days of the month and their month after "of" or alone ("the 3rd and 4th of June",
#: "3rd and 4th dec", "7th-10th of next month"; not "may", the verb as often as the month).
_DAY_PAIR = re.compile(
    rf"\b(?P<head>(?P<wd>{WEEKDAY}\.?\s+)?(the\s+)?(?P<first>\d{{1,2}})(st|nd|rd|th))"
    r"(?P<join>\s+(and|&|or)\s+|\s*[-\u2013]\s*)"
    rf"(?P<next>({WEEKDAY}\.?\s+)?(the\s+)?(?P<second>\d{{1,2}})(?P<suffix>st|nd|rd|th))\b"
    rf"(?P<tail>\s+of\s+((next|this|last)\s+month|[a-z]+)\b|\s+{MONTH}\b)?",
    re.I,
)


#: A word of arranging right after a bare range of days ("flights 15th-22nd booked"): days,
#: as after "booked for"; not places ("came 2nd-4th in every race").
_ARRANGED_AFTER = re.compile(r"^\s*(booked|confirmed|sorted|reserved|locked\s+in|approved)\b", re.I)


def day_pairs(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Two days of the month in a row joined by "and" ("away the 17th and 18th", "the
    3rd and 4th of June", "fri 9th and sat 10th may"), or any two joined by a hyphen ("the
    26th-30th"): one span, from the first to the end of the second (two days apart joined by
    "and" are two dates); two joined by "or" ("on the 12th or 13th"): two dates; not before a
    noun ("the 1st and 2nd place")."""
    out = []
    for m in _DAY_PAIR.finditer(text):
        join, gap = m.group("join").strip().lower(), int(m.group("second")) - int(m.group("first"))
        noun = noun_follows(text, m.end()) and not day_off(text, m.end())  # "the 3rd and 4th off"
        if noun or not (
            (join in ("and", "&") and gap == 1) or (join not in ("and", "&") and 0 < gap <= 14)
        ):
            continue
        bare = not m.group("head").lower().startswith("the") and not m.group("wd")
        intro = DAYS_INTRODUCED.search(text[max(0, m.start() - 20) : m.start()])
        intro = intro or _ARRANGED_AFTER.match(text[m.end() : m.end() + 20])  # "15th-22nd booked"
        if bare and not (intro or m.group("tail")):
            continue  # "she came 2nd-4th in every race", "2nd and 3rd": places
        first = m.group("head") + (m.group("tail") or "")  # "the 3rd of June"
        if bare and join in ("and", "&"):  # "closed 25th and 26th": read as "the 25th"
            first = "the " + first
        if join == "or":  # "the 12th or 13th": each day alone
            second = "the " + m.group("second") + m.group("suffix") + (m.group("tail") or "")
            out += day_alone(reader, text, first, m.start(), m.end("head"), wall)
            out += day_alone(reader, text, second, m.start("next"), m.end(), wall)
            continue
        body = text[m.start() : m.end()]
        if join not in ("and", "&"):  # "26th-30th": read as the first day, "the 26th"
            first = body = ("" if first.lower().startswith("the") else "the ") + first
        items = [it for it in reader.parse(first, wall) if it["end"] - it["start"] == len(first)]
        found = reader.mention(body, m.start(), m.end(), items[0]["value"], wall) if items else []
        if len(found) != 1 or found[0].chosen.grain != "day":
            continue

        def both(x: Occurrence, days: int = gap) -> Occurrence:
            return Occurrence(x.start, x.end + timedelta(days=days), "interval", "day")

        o = found[0]
        options = tuple(both(x) for x in o.occurrences)
        written = text[o.start : o.end]
        out.append(Mention(written, o.start, o.end, both(o.chosen), options, named=o.named))
    return out + day_ordinals(reader, text, wall)  # "the 3rd, 10th and 17th"


_WD = WEEKDAY
_MON = (
    r"(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|"
    r"oct(ober)?|nov(ember)?|dec(ember)?)"
)
_DATE = rf"(\d{{1,2}}(st|nd|rd|th)?\s+(of\s+)?{_MON}|{_MON}\s+\d{{1,2}}(st|nd|rd|th)?)"
#: Two dated weekdays joined as a range ("fri 9 may to sat 10 may", "fri may 1 - sun may 3").
_WEEKDAY_RANGE = re.compile(
    rf"\b(?P<wd>{_WD})\.?,?\s+(?P<first>{_DATE})\s*(-|\u2013|\bto\b|\btill?\b|\buntil\b|"
    rf"\bthrough\b|\bthru\b)\s*{_WD}\.?,?\s+(?P<second>{_DATE})\b",
    re.I,
)


def weekday_ranges(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """A range of two dated weekdays ("fri 9 may to sat 10 may"), which Duckling reads as
    its last day alone: the range of the two dates, from the first day to the end of the
    second, in a year where the first date falls on its weekday where one is among them."""
    out = []
    for m in _WEEKDAY_RANGE.finditer(text):
        body = f"{m.group('first')} to {m.group('second')}"
        items = [it for it in reader.parse(body, wall) if it["end"] - it["start"] == len(body)]
        found = reader.mention(body, m.start(), m.end(), items[0]["value"], wall) if items else []
        if len(found) != 1 or found[0].chosen.unit != "day":
            continue
        day = weekday_number(m.group("wd"))
        o = found[0]
        options = tuple(x for x in o.occurrences if x.start.weekday() == day) or o.occurrences
        chosen = o.chosen if o.chosen in options else options[0]
        out.append(replace(o, text=m.group(0), chosen=chosen, occurrences=options))
    return out
