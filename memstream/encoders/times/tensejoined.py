"""A day joined to the one before it by "and"/"or" with no verb between ("bouldering friday
at 7 and again sun afternoon", "wed or thurs"): one list of days told in one tense, so the
later one takes the tense the earlier one was read in, not that of a past clause further
back ("hurt my wrist at the wall, bouldering friday at 7 and again sun afternoon": both
ahead).

`tense.resolve_times` asks `joined_tenses`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Tense

#: What joins two days of one list: "and", "or", "&", "and again", "or else", "and then".
_JOIN = re.compile(r"^\s*,?\s*(and|or|&|n)(\s+(again|also|then|else|maybe|later))?\s*$", re.I)


def joined_tenses(text: str, mentions: Sequence[Mention], tenses: list[Tense]) -> list[Tense]:
    """The tenses with each recurring mention joined to a recurring one right before it by
    "and"/"or" alone read in that one's tense."""
    out = list(tenses)
    for k in range(1, len(mentions)):
        before, m = mentions[k - 1], mentions[k]
        if before.recurring and m.recurring and _JOIN.match(text[before.end : m.start]):
            out[k] = out[k - 1]
    return out
