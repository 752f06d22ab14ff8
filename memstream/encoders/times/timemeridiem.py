"""Am or pm said right after a clock time, apart from it ("ring me sat at 7? pm ofc",
"dinner at 8 (pm)", "at 6... am sadly"): that half of the day, which Duckling does not join
to the clock time across the mark.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence

_AFTER = re.compile(r"\s*([?!.,…]+\s*|\(\s*)(?P<half>[ap])\.?m\b\.?", re.I)
_MARKED = re.compile(r"[ap]\.?m\b|noon|midnight|midday|[01]\d:\d\d|2[0-3]:\d\d", re.I)


def _in_half(o: Occurrence, pm: bool) -> Occurrence:
    hour = o.start.hour % 12 + (12 if pm else 0)
    start = o.start + timedelta(hours=hour - o.start.hour)
    return Occurrence(start, start + (o.end - o.start), o.grain, o.unit)


def marked_after(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions with each clock time that am or pm follows apart read in that half."""
    out = []
    for m in found:
        after = _AFTER.match(text, m.end)
        o = m.chosen
        fine = o.unit in FINE and o.end - o.start <= timedelta(hours=1)
        if after is None or not fine or _MARKED.search(m.text):
            out.append(m)
            continue
        pm = after.group("half").lower() == "p"
        options = {x.start: x for x in (_in_half(x, pm) for x in m.occurrences)}
        out.append(
            replace(
                m,
                chosen=_in_half(o, pm),
                occurrences=tuple(sorted(options.values(), key=lambda x: x.start)),
            )
        )
    return out
