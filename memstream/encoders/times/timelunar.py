"""The lunar new year as chat writes it: "cny" (chinese new year), "lny" (lunar new year)
and the eve of either ("cny eve", "lunar new year's eve": the day before, the reunion
dinner's), which Duckling reads only as "chinese new year" and not on its eve. A holiday,
so the day it is said on counts ("happy cny eve!", "happy cny", said on it).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Parser, first_day
from memstream.encoders.times.timerules import Occurrence

_LUNAR = re.compile(
    r"\b(cny|lny|(chinese|lunar)\s+new\s+year(['’]?s)?)(\s+eve)?\b(?!['’]s\s+eve)", re.I
)
_DAY = timedelta(days=1)


#: "last" or "next" before it, or "last year", "next year" or a year after it ("last cny",
#: "cny last year", "cny 2025"): read among the next one and the one a year before, as before.
_SHIFTED_BEFORE = re.compile(r"\b(last|next)\s+$", re.I)
_SHIFTED_AFTER = re.compile(r"\s+((last|next)\s+year|(19|20)\d\d)\b", re.I)


def _new_years(reader: Parser, wall: datetime, near: bool = True) -> list[Occurrence]:
    """The lunar new year's days around `wall`: the next one and the latest ones before, the
    day `wall` falls on among them (Duckling's next one, read from within its day, is a year
    away: "happy cny", said on it), read from `wall` and from 200 and 400 days before it;
    with `near` false only from `wall` and 400 days before it (for "last cny", "next cny")."""
    found: dict[datetime, Occurrence] = {}
    back = (200, 400) if near else (400,)
    ats = [wall] + [wall - timedelta(days=n) for n in back if wall.year > 1]
    for at in ats:
        if (o := first_day(reader, "chinese new year", at)) is not None:
            found[o.start] = o
    return sorted(found.values(), key=lambda o: o.start)


def lunar_days(reader: Parser, text: str, wall: datetime) -> list[Mention]:
    """Each lunar new year or its eve in `text`, with its occurrences around `wall`."""
    out = []
    matches = list(_LUNAR.finditer(text))
    sets: dict[bool, list[Occurrence]] = {}
    for m in matches:
        shifted = _SHIFTED_BEFORE.search(text, 0, m.start()) or _SHIFTED_AFTER.match(text, m.end())
        near = not shifted  # "last cny", "cny 2025": not the day it is said on
        if near not in sets:
            sets[near] = _new_years(reader, wall, near=near)
        days = sets[near]
        if not days:
            continue
        eve = m.group(4) is not None
        shift = -_DAY if eve else timedelta(0)
        try:
            options = [Occurrence(o.start + shift, o.end + shift, "day", "day") for o in days]
        except OverflowError:
            continue
        ahead = [o for o in options if o.end > wall]
        chosen = (ahead or options)[0]
        out.append(Mention(m.group(0), m.start(), m.end(), chosen, tuple(options), named=True))
    return out
