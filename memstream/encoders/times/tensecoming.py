"""A day said to be coming ("plumber coming friday at 2", "this coming tuesday", "the
upcoming saturday"): the coming one, the future (tests/data/timeexpr.md: "coming up"
announces what is ahead). The tagger cannot tell it: "coming" falls inside the mention,
whose words are no verbs, so a sentence with no other verb would take the nearest
occurrence, the day just past when it is nearer ("coming friday at 2", said on a Saturday,
would be yesterday). Not after a past form ("she was coming friday"): the past progressive
keeps its reading. An occasion said to be tomorrow's or tonight's ("ceilidh tomorrow for burns
night", "quiz night tonight for halloween") is the coming one too, whatever the
tagger makes of the words before (it can read a dance's name as a past verb): a day "for" which a
thing is held is that day. So is a day counted down to ("just 3 more sleeps till saturday",
"2 weeks until christmas", "3 days to payday"): how long is left before it, the coming one,
unless a past form comes before the count ("it was 2 days till sunday"), and a day a
stretch lasts till in a sentence with no verb (`tenseuntil`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.tenseuntil import stretch_ahead

_COMING = frozenset({"coming", "upcoming"})
#: A past form before "coming" ("was coming", "were coming"): the past progressive.
_PAST = frozenset({"was", "were", "wasn't", "weren't"})
#: A day ahead, then "for", right before the mention ("tomorrow for valentine's").
_AHEAD = frozenset({"tomorrow", "tmrw", "tmr", "tmo", "tonight", "tonite", "2moro", "2morrow"})
#: A count of units left, then "till"/"until"/"to", right before the mention ("3 more sleeps
#: till", "2 weeks until", "3 days to").
_LEFT = re.compile(
    r"(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (more )?"
    r"(days?|weeks?|sleeps?|months?|hours?|hrs?|mins?|minutes?) (left )?(till?|until|'?til|to)$",
    re.I,
)


def coming(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention that starts at token i starts with, or comes right after,
    "coming" or "upcoming", and no past form comes right before that word; or comes right
    after a day ahead and "for" ("tomorrow for valentine's")."""
    if i >= 2 and tokens[i - 1][1].lower() == "for" and tokens[i - 2][1].lower() in _AHEAD:
        return True  # "tomorrow for valentine's": tomorrow's occasion
    before = " ".join(t[1] for t in tokens[max(0, i - 6) : i])  # "3 more sleeps till | saturday"
    told = any(t[1].lower() in _PAST or t[2] == "VBD" for t in tokens[max(0, i - 8) : i])
    if not told and (_LEFT.search(before) or _LEFT.search(f"{before} {tokens[i][1]}")):
        return True  # "3 more sleeps till saturday": ahead; not "it was ..."
    if stretch_ahead(tokens, i):
        return True  # "on lates till thurs", no verb: the stretch runs on from now
    k = i if tokens[i][1].lower() in _COMING else i - 1
    if k < 0 or tokens[k][1].lower() not in _COMING:
        return False
    return k == 0 or (tokens[k - 1][1].lower() not in _PAST and tokens[k - 1][2] != "VBD")
