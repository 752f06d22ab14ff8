"""A text's mentions settled on one occurrence each (`settle_mentions`): in the direction
of its tense, or, for one read with another ("3 days before the 15th"), where that one
settled. `TimeResolver.settle` asks it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from memstream.encoders.times.timemention import Mention, aware
from memstream.encoders.times.timenewday import ahead_in_small_hours
from memstream.encoders.times.timenightsofar import earlier_tonight
from memstream.encoders.times.timerules import Occurrence, Tense, settle
from memstream.records import TimeRef


def _as_anchor_settled(m: Mention, anchor: tuple[Mention, Occurrence] | None) -> Occurrence | None:
    """The reading of `m` that goes with the reading its anchor settled on ("3 days before"
    the 15th the anchor settled on), or None to settle `m` alone."""
    if anchor is None:
        return None
    a, o = anchor
    if o in a.occurrences and len(a.occurrences) == len(m.occurrences):
        return m.occurrences[a.occurrences.index(o)]
    return m.chosen if o == a.chosen else None


def _not_before(
    m: Mention, o: Occurrence, first: Occurrence, wall: datetime, tense: Tense
) -> Occurrence:
    """`m`'s first reading from the day `first` on where `o` lies before it; `o` where that
    one told as past would be ahead of `wall` ("paid the 28th and again the 3rd")."""
    if o.start >= first.start:
        return o
    later = [x for x in m.occurrences if x.start >= first.start]
    if not later or (tense is Tense.PAST and later[0].start >= wall):
        return o
    return later[0]


def settle_mentions(
    mentions: Sequence[Mention], reference: datetime, tenses: Sequence[Tense], text: str = ""
) -> tuple[TimeRef, ...]:
    """The mentions of `text` as references, each in the direction of its tense; one read
    with another (`Mention.anchor`) where that one settled, even one after it ("sat 9am
    before christmas" settles after christmas)."""
    wall = reference.replace(tzinfo=None)
    settled: dict[int, tuple[Mention, Occurrence]] = {}
    picked: dict[int, Occurrence] = {}
    later = [m.anchor is not None and m.anchor > m.start for m in mentions]
    for k in sorted(range(len(mentions)), key=lambda k: later[k]):
        m = mentions[k]
        o = _as_anchor_settled(m, settled.get(m.anchor) if m.anchor is not None else None)
        if o is None:
            o = settle(
                m.chosen, list(m.occurrences), wall, tenses[k], since=m.since, today_counts=m.named
            )
            o = ahead_in_small_hours(m, o, wall, tenses[k]) or o  # "at 7:30", said at 00:10
            # "got home from the gig at 1:30", said at 05:33: the night so far
            o = earlier_tonight(m, o, wall, tenses[k], text) or o
            if m.after is not None and m.after in settled:  # "the 6th and 13th"
                o = _not_before(m, o, settled[m.after][1], wall, tenses[k])
        settled[m.start], picked[k] = (m, o), o
    out = []
    for k, m in enumerate(mentions):
        start, end = (
            aware(picked[k].start, reference.tzinfo),
            aware(picked[k].end, reference.tzinfo),
        )
        if start < end:
            out.append(TimeRef(m.text, start, end, picked[k].grain))
    return tuple(out)
