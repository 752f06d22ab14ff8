"""A verb of coming or going right before a day of the month alone, with its particle or
none ("movers come the 23rd", "he flies out the 18th", "we'll go up the 11th", "we drive
down the 7th"): the day one comes or goes on, a date whatever follows it (`timefilter` asks
`introduces` through `timeintroduced`: "the movers come the 23rd for the pack out"); not an
ordinal of a thing, which a noun right after it tells and the filter reads first ("we went
up the 14th floor", "she came the 2nd time"), nor the first of two ordinals sharing the noun
after the second ("the bus goes the 1st and 3rd saturday of the month").
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeneighbours import noun_follows

#: Verbs of coming, going, arriving and leaving, in their forms.
_MOVING = (
    r"come|comes|coming|came|go|goes|going|went|fly|flies|flying|flew|leave|leaves|leaving"
    r"|arrive|arrives|arriving|arrived|land|lands|landing|landed|drive|drives|driving|drove"
    r"|head|heads|heading|headed|travel|travels|travelling|traveling|travelled|traveled"
    r"|return|returns|returning|returned|set|sets|setting"
)
#: A particle after the verb ("out", "up", "down", "back", ...).
_PARTICLE = r"out|up|down|back|in|over|off|home|away|across"
#: A day of the month and a second ordinal joined to it ("the 1st and 3rd").
_PAIR = re.compile(
    r"(the\s+)?\d{1,2}(st|nd|rd|th)\s+(and|or|&)\s+(the\s+)?\d{1,2}(st|nd|rd|th)\b", re.I
)
#: The verb and its particle or none, right before the day.
_BEFORE = re.compile(rf"\b({_MOVING})(\s+({_PARTICLE}))?\s+$", re.I)


def moving_before(text: str, start: int) -> bool:
    """Whether a verb of coming or going, with its particle or none, comes right before
    text[start:] ("come | the 23rd", "flies out | the 18th"), the day no ordinal of a noun
    it shares with a second ordinal ("goes | the 1st and 3rd saturday")."""
    pair = _PAIR.match(text, start)
    if pair is not None and noun_follows(text, pair.end()):
        return False
    return bool(_BEFORE.search(text[max(0, start - 24) : start]))
