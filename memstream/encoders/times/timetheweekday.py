""" "The" and a weekday after a stretch of days named before it in the message ("finals are
march 6-7, we're on 2nd on the friday", "the fest runs 12-14 june, we camp from the
saturday"): that weekday within the stretch (tests/data/timeexpr.md, read against a date
named before it), not the one nearest the moment it was said. Read with that mention
(`Mention.anchor`), so it settles wherever that one settles. Only a stretch of two to seven
whole days that holds the weekday; a day alone, a week, a month or no stretch before it
("see you the friday", "it's march, the friday was fun"), or a weekday told before or after
it ("off 18/06 to 22/06, back the monday after"), keeps the weekday's own reading.

`timetogether.read_together` asks `the_weekday`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

#: "the" right before the weekday ("on the | friday").
_THE = re.compile(r"\bthe\s+$", re.I)
_LONGEST = timedelta(days=7)
#: A weekday told against the stretch ("back the monday after", "the sunday before").
_RELATIVE = re.compile(r"^\s*(after|before)\b", re.I)


def _holds(o: Occurrence, weekday: int) -> bool:
    """Whether `o` is a stretch of two to seven days that holds `weekday`."""
    if o.unit != "day" or not timedelta(days=1) < o.end - o.start <= _LONGEST:
        return False
    return o.start + timedelta(days=(weekday - o.start.weekday()) % 7) < o.end


def _in_stretch(o: Occurrence, weekday: int) -> Occurrence:
    """The first day of `weekday` from the start of the stretch `o` (within it where the
    stretch holds it: another year's reading of the dates may not)."""
    day = o.start + timedelta(days=(weekday - o.start.weekday()) % 7)
    return Occurrence(day, day + timedelta(days=1), "day", "day")


def the_weekday(text: str, kept: list[Mention]) -> list[Mention]:
    """`kept` with each weekday after "the" read within the stretch of days named right
    before it, when that stretch holds it."""
    out: list[Mention] = []
    for m in kept:
        weekday = WEEKDAY_NUMBERS.get(m.text.lower())
        stretch = out[-1] if out else None
        the = _THE.search(text[max(0, m.start - 6) : m.start])
        told = _RELATIVE.match(text[m.end : m.end + 12])  # "the monday after": not in it
        if weekday is None or stretch is None or the is None or told:
            out.append(m)
            continue
        if not _holds(stretch.chosen, weekday):
            out.append(m)
            continue
        start = m.start - len(the.group(0))
        out.append(
            replace(
                m,
                text=text[start : m.end],
                start=start,
                chosen=_in_stretch(stretch.chosen, weekday),
                occurrences=tuple(_in_stretch(o, weekday) for o in stretch.occurrences),
                anchor=stretch.start,
            )
        )
    return out
