"""A weekday named beside a holiday that falls on that weekday: the holiday's day ("anzac day
service on tuesday" when 25 April is the coming Tuesday, "shut thurs for canada day"). Of
the weekday's readings around the moment said (last Tuesday, the next one, ...), those that
are one of the holiday's days are kept, and the holiday keeps that day, so that both settle
on it whatever the tense reads; a weekday on no day of the holiday is left as it is.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence

_WEEKDAY = re.compile(r"\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(day)?\b", re.I)


def _days(m: Mention) -> dict[date, Occurrence]:
    return {o.start.date(): o for o in m.occurrences or (m.chosen,) if o.single_day}


def _weekday(m: Mention) -> bool:
    return not m.named and m.recurring and bool(_WEEKDAY.search(m.text))


def on_holiday(kept: list[Mention]) -> list[Mention]:
    """The mentions with a weekday that falls on a holiday named beside it read as that day."""
    holidays = [m for m in kept if m.named and _days(m)]
    if not holidays:
        return kept
    out = list(kept)
    for k, w in enumerate(kept):
        if not _weekday(w):
            continue
        for h in holidays:
            days = _days(h)
            same = [o for o in w.occurrences if o.start.date() in days]
            if not same or len({o.start.date() for o in same}) != 1:
                continue
            day = same[0].start.date()
            out[k] = replace(w, chosen=same[0], occurrences=tuple(same))
            at = out.index(h)
            out[at] = replace(h, chosen=days[day], occurrences=(days[day],))
            break
    return out
