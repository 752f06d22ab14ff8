"""A clock time with no half of its own read in the morning of the day that a clock time
before it in the message is in the afternoon or evening of, where its later reading lies
within two hours of that one: the later reading, the same stretch of the evening ("fri, meet
9:15pm at the car park. they start around 9:45": 21:45, not 09:45; "the storm passed around
7:30 ... best light was 8:10-8:20", said at 20:45: 20:10-20:20). tests/data/timeexpr.md: a
clock time without am/pm is its daytime reading "unless the sentence tells otherwise"; a pm
time a few minutes before it tells it; a range too, a space after it or not ("7:50-8:05 ").
Not one whose sentence tells its own half ("at 7 in the morning", "breakfast at 8"), one
marked or on the 24-hour clock, a leading zero or an hour past 12 ("9am", "08:10", "18:30";
not "10:15": "lands 9:40pm, taxi about 10:15" is 22:15), one far from the earlier time
("meeting fri at 2pm, prep call at 10": 10:00 stays), nor one on another day; nor beside a pm
time that ends a stretch ("buses every 12 mins till 9pm. meet at the big tree at 11?": 11:00);
nor the start of a stretch, "from" or "since" ("fri gig at 9pm, soundcheck from 10": 10:00),
which may lead up to the pm time as well as follow it ("afterparty from 10" after a 9pm
finish, 22:00, is given up with it).

`tenseresolve.resolve_times` asks `beside_pm` once each mention is settled in its tense.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta, tzinfo

from memstream.encoders.times.timeclock import DAY_HOURS, hours_for
from memstream.encoders.times.timeeventrange import is_range
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timemessageday import _is_clock
from memstream.records import TimeRef

#: How far the later reading may be from the earlier pm time: one stretch of an evening.
_WINDOW = timedelta(hours=2)
_HALF_DAY = timedelta(hours=12)
#: The end of a stretch before the pm time ("buses every 12 mins till 9pm", "open until
#: 6pm"): when something stops, not a moment of the evening the message is about.
_END = re.compile(
    r"(\b(till?|til|until|to|before|closes?|closing)\s+$)|^(till?|til|until|to|before)\b", re.I
)
#: The earliest hour of the earlier time that tells the afternoon or evening (not noon).
_PM_FROM = 13
#: A half of its own: am/pm, noon, or the 24-hour clock, a leading zero or an hour past 12
#: ("9am", "08:10", "18:30"; tests/data/timeexpr.md), not "10:15" or "11:40".
_MARKED = re.compile(r"[ap]\.?m\b|noon|midnight|midday|(?<!\d)(0\d|1[3-9]|2[0-3]):\d\d", re.I)
#: The start of a stretch ("soundcheck from 10", "in the office from 8", "up since 6"): it
#: may run up to the pm time as well as after it, so the pm time does not tell its half.
_FROM = re.compile(r"(\b(from|since)\s+$)|^(from|since)\b", re.I)


def _moved(text: str, m: Mention, ref: TimeRef, pm: datetime) -> TimeRef:
    """The reference twelve hours later where that is near the pm time before it (`pm`, on
    the speaker's clock)."""
    if not (_is_clock(m) or _is_range(m)) or _MARKED.search(m.text):
        return ref
    start, end = _local(ref.start, pm.tzinfo), _local(ref.end, pm.tzinfo)
    if start is None or end is None or start.hour >= 12:
        return ref
    if _FROM.search(m.text) or _FROM.search(text[max(0, m.start - 12) : m.start]):
        return ref
    if start.date() != pm.date() or hours_for(text, m.start, m.end) != DAY_HOURS:
        return ref
    start, end = start + _HALF_DAY, end + _HALF_DAY
    if abs(start - pm) > _WINDOW or (end - timedelta(seconds=1)).date() != pm.date():
        return ref
    return TimeRef(
        ref.text, start.astimezone(ref.start.tzinfo), end.astimezone(ref.start.tzinfo), ref.grain
    )


def _local(moment: datetime, tz: tzinfo | None) -> datetime | None:
    """`moment` on the clock of `tz`; None at the edges of the years a datetime holds (an open
    end, "before 10000", said just before a new year east of UTC)."""
    try:
        return moment.astimezone(tz)
    except OverflowError:
        return None


def _is_range(m: Mention) -> bool:
    """Whether the mention is a range of clock times, a space after it ("7:45-8:15 ") or not."""
    return is_range(replace(m, text=m.text.strip()))


def _ends(text: str, m: Mention) -> bool:
    """Whether the clock time ends a stretch ("till 9pm"), not a moment of the evening."""
    return bool(_END.search(m.text) or _END.search(text[max(0, m.start - 12) : m.start]))


def beside_pm(
    text: str, at: datetime, mentions: Sequence[Mention], refs: tuple[TimeRef, ...]
) -> tuple[TimeRef, ...]:
    """The references with each bare clock time settled in the morning right after a pm time
    of the same day, near its later reading, read in the evening (`at`: when it was said)."""
    if len(refs) != len(mentions):  # one settled empty: no way to pair them
        return refs
    out: list[TimeRef] = []
    pm: datetime | None = None
    for m, ref in zip(mentions, refs, strict=True):
        if pm is not None:
            ref = _moved(text, m, ref, pm)
        if _is_clock(m) or _is_range(m):
            local = _local(ref.start, at.tzinfo)
            pm = (
                local
                if local is not None
                and _is_clock(m)
                and local.hour >= _PM_FROM
                and not _ends(text, m)
                else None
            )
        out.append(ref)
    return tuple(out)
