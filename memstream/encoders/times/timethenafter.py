"""A clock time after "then" that follows a clock time on a named day ("liturgy on the 6th
at 11pm, then dinner at my aunt's at 3am", "party fri at 10pm then kebab at 2am"): the next
step of the plan, so the first such time after the first one (tests/data/timeexpr.md, "read
against a date named before it"), the small hours of the day after, where it was read on
the named day before the first or on no day of its own. Settled with the first
(`Mention.anchor`). Only a clock time with its half marked ("3am"), and "then" right after
the first, opening the next step ("sat at 9pm, but before then dinner at 7pm", "fri at 10pm,
by then the 8pm crowd will be gone", "sat at 7pm, if not then 5pm?": no step after); not
across a sentence's end or a line.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timeclockonday import _CLOCK_ONLY
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, floor

#: A clock time with its half marked ("3am"): its own time of day.
_MARKED = re.compile(r"\d\s*[ap]\.?m\.?$", re.I)
#: "then" opening the part right after the first ("at 11pm, then ...", "at 10pm and then
#: ..."), in one sentence; not "by/before/till/back then" nor "if not then" (a time or a
#: condition, no next step).
_THEN = re.compile(r"^\s*(?:[,;]\s*|[-\u2013\u2014]\s*)?(?:and\s+)?then\b[^.!?\n]*$", re.I)


def _after(first: Occurrence, clock: Occurrence) -> Occurrence:
    """`clock`'s time of day, the first reading after `first` starts."""
    start = floor(first.start, "day") + timedelta(
        hours=clock.start.hour, minutes=clock.start.minute
    )
    if start <= first.start:
        start += timedelta(days=1)
    return Occurrence(start, start + (clock.end - clock.start), clock.grain, clock.unit)


def then_after(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions with a clock time after "then" and a clock time on a named day read as
    the first such time after that one."""
    out = list(found)
    for k in range(1, len(out)):
        first, m = out[k - 1], out[k]
        if first.chosen.grain not in ("hour", "minute") or first.chosen.unit not in FINE:
            continue
        if _CLOCK_ONLY.match(first.text) or not _CLOCK_ONLY.match(m.text):
            continue  # the first names its day; the second is a clock time alone
        if not _MARKED.search(m.text):
            continue  # "then food at 3": its half is another question
        if m.chosen.grain not in ("hour", "minute") or m.chosen.start >= first.chosen.start:
            continue
        if not _THEN.match(text[first.end : m.start]):
            continue
        options = tuple(_after(o, m.chosen) for o in first.occurrences)
        chosen = _after(first.chosen, m.chosen)
        out[k] = replace(
            m, chosen=chosen, occurrences=options, anchor=first.start if options else None
        )
    return out
