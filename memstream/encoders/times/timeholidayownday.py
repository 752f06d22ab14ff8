"""A holiday naming an event held on the holiday itself ("the halloween party is on
tonight", said on 31 October; "the xmas disco is tomorrow", said on 24 December): the
holiday's day (tests/data/timeexpr.md, "Not dates": a holiday that is a noun's attribute is
no day, but one occasion told on the holiday is its day; not a thing: "a valentine's
message tonight", "xmas jumpers tomorrow"). `timeholidayevents` makes the
holiday the event's kind where the event's own day follows its noun ("the xmas party tmrw",
said on 20 December); where that day, one that does not recur ("tonight", "tomorrow"; a
weekday's own reading waits for its tense), is one of the holiday's days, the two agree and
the holiday is kept. `tenseresolve._settled` asks `held_on_it` of a holiday that `timewords.as_word`
reads as a word.
"""

from __future__ import annotations

import re
from datetime import date

from memstream.encoders.times.timeholidayoccasion import OCCASIONS
from memstream.encoders.times.timemention import Mention

#: What lies between the holiday and the event's day: the event's noun and the words that
#: tie a day to it ("party is on", "disco this", "quiz").
_BETWEEN = re.compile(r"^\s+([a-z]+)\s+((is|was|['’]s)\s+)?((on|this|next)\s+)?$", re.I)


def _days(m: Mention) -> set[date]:
    return {o.start.date() for o in m.occurrences or (m.chosen,) if o.single_day}


def held_on_it(text: str, holiday: Mention, kept: list[Mention]) -> bool:
    """Whether the holiday `holiday`, read as a noun's kind, names an occasion (a party, a
    disco, a quiz: `timeholidayoccasion.OCCASIONS`) whose day, said right after the noun
    (`kept`: the text's mentions) and not recurring, is one of the holiday's days."""
    if not holiday.named:
        return False
    days = _days(holiday)
    for m in kept:
        between = _BETWEEN.match(text[holiday.end : m.start]) if m.start >= holiday.end else None
        if between is None or between.group(1).lower() not in OCCASIONS:
            continue  # not "a valentine's message tonight", "xmas jumpers tomorrow": things
        return not m.recurring and m.chosen.start.date() in days
    return False
