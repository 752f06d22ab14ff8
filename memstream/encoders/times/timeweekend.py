"""A weekend named by a day in it or beside it: "the weekend of the 9th", "halloween
weekend", "easter weekend" (tests/data/timeexpr.md: a weekend is Saturday and Sunday).
Duckling reads the day and a bare "weekend" (this one) apart; here they are joined into the
weekend nearest the day: the one holding it (Saturday, Sunday), the one before it (Monday
to Wednesday), the one after it (Thursday, Friday), for each reading of the day.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, floor

_OF = re.compile(r"(the\s+)?weekend\s+of\s+$", re.I)
_AFTER = re.compile(r"^(\s+|['’]s\s+)weekend\b", re.I)


def _weekend(day: Occurrence) -> Occurrence:
    start = floor(day.start, "day")
    wd = start.weekday()  # Monday 0
    sat = start + timedelta(days=5 - wd if wd >= 3 else -(wd + 2))
    return Occurrence(sat, sat + timedelta(days=2), "interval", "day")


def weekends(text: str, found: list[Mention]) -> list[Mention]:
    """`found` with each day named before "weekend" or after "the weekend of" read as that
    weekend, the bare "weekend" beside it dropped."""
    out: list[Mention] = []
    skip: set[int] = set()
    for k, m in enumerate(found):
        if k in skip:
            continue
        if m.chosen.grain != "day" or not m.chosen.single_day:
            out.append(m)
            continue
        lo, hi = m.start, m.end
        before = _OF.search(text[max(0, lo - 20) : lo])
        after = _AFTER.match(text[hi:])
        if before:
            lo -= len(before.group(0))
        elif after:
            hi += after.end()
        else:
            out.append(m)
            continue
        if out and out[-1].start >= lo:  # the bare "weekend" Duckling read before it
            out.pop()
        if k + 1 < len(found) and found[k + 1].start < hi:
            skip.add(k + 1)
        chosen = _weekend(m.chosen)
        options = tuple(_weekend(o) for o in m.occurrences)
        out.append(Mention(text[lo:hi], lo, hi, chosen, options, named=m.named))
    return out
