"""The clauses around a bare clock time that tell nothing of its half of the day
(`timeclock.hours_for`): a later clause that names a day of its own ("car boot tmrw 8-2,
then the pub quiz on the 20th") or has a clock time of its own ("we had a fire at 9 and
breakfast at 11": the breakfast tells 11's morning, not 9's). Words of such a clause are
that clause's time's.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import MONTH, WEEKDAY

#: What starts another clause: a comma, a semicolon or a conjunction ("... friday at 3:30
#: so maybe tues morning", "nets tuesday at 7 and again on sun morning").
CLAUSE = re.compile(r"[,;]|\s(so|but|or|then|and)\s", re.I)
#: A day of a clause's own ("on the 25th", "sunday", "tomorrow", "april 10").
DAY_WORD = re.compile(
    rf"\b({WEEKDAY}|today|tomorrow|tmrw|\d{{1,2}}(st|nd|rd|th)|{MONTH}\s+\d{{1,2}})\b", re.I
)
#: A clock time of its own between a word of the evening or morning and this one ("the show
#: is fri at 7:30 🎭 warm-up tomorrow at 10": the show's 7:30, not the warm-up's 10).
CLOCK_BETWEEN = re.compile(r"\b(at|by)\s+\d{1,2}\b|\b\d{1,2}([:.]\d\d|\s*[ap]\.?m\b)", re.I)


def _clause(after: str, m: re.Match[str]) -> tuple[int, int] | None:
    """The span in `after` of the later clause holding the word `m`, None if `m` is in the
    clock time's own clause (no clause starts before it)."""
    lo = max((c.end() for c in CLAUSE.finditer(after, 0, m.start())), default=None)
    if lo is None:
        return None
    return lo, next((c.start() for c in CLAUSE.finditer(after, m.end())), len(after))


def dated(after: str, m: re.Match[str]) -> bool:
    """Whether the word matched in `after`, the sentence after a clock time, lies in a clause
    that names a day of its own ("car boot tmrw 8-2, then the pub quiz on the 20th"):
    another plan's word, nothing of this clock time."""
    lo = max((c.end() for c in CLAUSE.finditer(after, 0, m.start())), default=0)
    hi = next((c.start() for c in CLAUSE.finditer(after, m.end())), len(after))
    return bool(DAY_WORD.search(after, lo, hi))


def clocked(after: str, m: re.Match[str], hour: int | None = None) -> bool:
    """Whether the word matched in `after`, the sentence after a clock time, lies in a later
    clause with a clock time of its own ("call at 10 and the movie at 9"): that one's word,
    nothing of this clock time; not where that one is a later hour than this clock time's
    `hour` ("dentist at 4 and dinner at 7", "up at 6 and breakfast at 7:30": told in order, the
    same half)."""
    span = _clause(after, m)
    own = CLOCK_BETWEEN.search(after, *span) if span is not None else None
    if own is None:
        return False
    later = re.search(r"\d{1,2}", own.group())
    return hour is None or later is None or int(later.group()) % 12 <= hour % 12
