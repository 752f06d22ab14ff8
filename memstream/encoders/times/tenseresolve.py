"""The entry of the tense step: each text's time expressions, every recurring one settled in
the direction of its own tense.

`resolve_times` finds a text's mentions (`TimeResolver.mentions`), asks spaCy's tagger for
the texts whose mentions need their sentence read (a recurring mention, a number that may be
a word, "this weekend", a month that may be a kind, an hour said within it: "1am" at 01:17),
drops the mentions the tags read as words ("the Saturday market"), reads an hour said within
it as that hour where the tags tell it as now or just gone (`tensethishour`), and settles the
rest (`_settled`): each recurring mention in the tense `tense.tense_at` reads around it, then
the readings that look across mentions (a day moved to another, a holiday wished, two days
joined). A text whose reading fails in a way no rule foresaw is stored without times, not
refused.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING

from memstream.encoders.times.tense import Tagger, Token, tense_at
from memstream.encoders.times.tensecopula import copula, hoped
from memstream.encoders.times.tensegerund import attributes, modifiers
from memstream.encoders.times.tensejoined import joined_tenses
from memstream.encoders.times.tenseplacenoun import places
from memstream.encoders.times.tenseplan import past_forms
from memstream.encoders.times.tensereminder import commanded
from memstream.encoders.times.tensethishour import this_hour, this_hours
from memstream.encoders.times.tensethisweekend import past_weekends, this_weekend
from memstream.encoders.times.tenseverbs import opening
from memstream.encoders.times.tensewish import wished_tenses
from memstream.encoders.times.timebesidepm import beside_pm
from memstream.encoders.times.timedayafter import days_after
from memstream.encoders.times.timehabits import yearly_routine
from memstream.encoders.times.timeholidayownday import held_on_it
from memstream.encoders.times.timeholidayweekday import on_holiday
from memstream.encoders.times.timelater import moved_tenses
from memstream.encoders.times.timemention import NOT_READ, Mention
from memstream.encoders.times.timemonthnoun import settled_month
from memstream.encoders.times.timenamednumber import counted, word_at
from memstream.encoders.times.timerules import FINE, Tense
from memstream.encoders.times.timeslang import respelled
from memstream.encoders.times.timewords import as_word
from memstream.records import TimeRef

if TYPE_CHECKING:
    from memstream.encoders.times.timeexpr import TimeResolver

log = logging.getLogger(__name__)


def _masked(tokens: list[Token], mentions: Sequence[Mention]) -> list[Token]:
    """The tokens with those inside a time expression tagged as proper nouns: the time's
    words are no verbs ("sat june 20th", "may 3", "march 14": not "sat", "may", "march");
    nor is an emoji or a symbol the tagger calls one ("... christmas together 🎄": no past)."""
    spans = [(m.start, m.end) for m in mentions]
    out = []
    for at, w, t in tokens:
        if t.startswith(("VB", "MD")) and any(a <= at < b for a, b in spans):
            t = "NNP"
        elif t.startswith(("VB", "MD")) and not any(c.isalpha() for c in w):
            t = "NFP"  # "🎄", "🙏": no verb
        out.append((at, w, t))
    return out


def resolve_times(
    times: TimeResolver, tagger: Tagger | None, items: Sequence[tuple[str, datetime]]
) -> list[tuple[TimeRef, ...]]:
    """Each (text, reference) pair's time expressions, every recurring one in the direction
    of its own tense; only texts with a recurring mention are tagged (spaCy's tagger), and in
    those a mention that the tags read as a word, not a time ("the Saturday market", "Ruby
    Tuesday", "Christmas lights", "Friday Night Lights", "we march on"), is dropped."""
    found = [times.mentions(text, at) for text, at in items]
    ask = [  # "we play 3 games in 5 days": is "play" a verb?
        k
        for k, ms in enumerate(found)
        if any(
            m.recurring
            or word_at(items[k][0], m.start, m.end) is not None
            or this_weekend(m, items[k][1].replace(tzinfo=None))  # "this weekend we went"
            or settled_month(m)  # "november babies are": a kind, the tags tell
            or this_hour(m, items[k][1].replace(tzinfo=None)) is not None  # "1am", at 01:17
            for m in ms
        )
    ]
    tags: dict[int, list[Token]] = {}
    if ask and tagger is not None:
        tags = dict(zip(ask, tagger.tagged([respelled(items[k][0]) for k in ask]), strict=True))
    out: list[tuple[TimeRef, ...]] = []
    for k, ((text, at), ms) in enumerate(zip(items, found, strict=True)):
        try:
            out.append(_settled(times, text, at, ms, tags.get(k)))
        except Exception:  # a bug, not the text's fault: its memory is stored without times
            log.warning(NOT_READ, len(text), exc_info=True)
            out.append(())
    return out


def _settled(
    times: TimeResolver, text: str, at: datetime, ms: list[Mention], tokens: list[Token] | None
) -> tuple[TimeRef, ...]:
    """One text's mentions, each settled in the direction of its own tense."""
    if tokens is not None:  # "the Saturday market", "Christmas lights": no days
        # "the halloween party is on tonight", said on 31 October: the holiday's day
        ms = [m for m in ms if not as_word(tokens, m.start, m.end) or held_on_it(text, m, ms)]
        ms = [m for m in ms if not counted(tokens, text, m.start, m.end)]
        # "we do presents on dec 24 now": a yearly routine
        ms = [m for m in ms if not yearly_routine(tokens, text, m.start, m.end)]
        # "signups open on the 20th", "she swam ... on monday"
        starts = {m.start for m in ms}
        tokens = commanded(past_forms(opening(hoped(copula(_masked(tokens, ms), starts)))))
        tokens = attributes(modifiers(tokens, ms))  # "4am pumping sesh done", "pulled pork"
        tokens = places(tokens)  # "it was 38° on set friday": the set, a noun
        ms = this_hours(text, ms, tokens, at.replace(tzinfo=None))  # "home ..., 1am", at 01:17
    ms = on_holiday(ms)  # "canada day party on thurs": that 1 July
    after = days_after(text, ms)  # "open days on the 6th and 13th": the 13th after the 6th
    ms = [replace(m, after=after[m.start]) if m.start in after else m for m in ms]
    wall = at.replace(tzinfo=None)
    if tokens is not None:  # "this weekend 3 of us went camping", said on a Monday
        ms = past_weekends(ms, wall, tokens, partial(tense_at, tokens))
    tenses = [
        tense_at(tokens, m.start, m.end, m.chosen.unit in FINE)
        if tokens is not None and m.recurring
        else Tense.FUTURE
        for m in ms
    ]
    tenses = moved_tenses(text, ms, tenses)  # "pushed from the 9th to dec 2nd"
    tenses = wished_tenses(text, ms, tenses)  # "merry xmas i guess", said on 26 December
    tenses = joined_tenses(text, ms, tenses, tokens, wall)  # "friday at 7 and again sun"
    # "meet 9:15pm ..., churring around 9:45": 21:45, beside the pm time
    return beside_pm(text, at, ms, times.settle(ms, at, tenses, text))
