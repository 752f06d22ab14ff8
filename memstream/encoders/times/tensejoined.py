"""A day joined to the one before it by "and"/"or" with no verb between ("bouldering friday
at 7 and again sun afternoon", "wed or thurs"): one list of days told in one tense, so the
later one takes the tense the earlier one was read in, not that of a past clause further
back ("hurt my wrist at the wall, bouldering friday at 7 and again sun afternoon": both
ahead).

So does a day in a part of its own opened by "then" with no verb in it, the next step of
the steps before it ("the viewing got moved to the 12th, then the survey late june": the
survey comes after the viewing it was moved to, ahead; "we were in rome on the 3rd, then
venice on the 5th": both past); a part with a verb of its own ("..., then we went shopping
on the 5th") keeps its tense.

`tenseresolve.resolve_times` asks `joined_tenses`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, Tense

#: What joins two days of one list: "and", "or", "&", "and again", "or else", "and then".
_JOIN = re.compile(r"^\s*,?\s*(and|or|&|n)(\s+(again|also|then|else|maybe|later))?\s*$", re.I)
#: A part opened by "then" after a comma or "and", between the two days (", then the last
#: one ", "and then ").
_THEN = re.compile(r"^\s*(,\s*|,?\s*and\s+)then\s+[^.!?;:,\n]*$", re.I)


def _verbless_then(tokens: Sequence[Token] | None, before: Mention, m: Mention) -> bool:
    """Whether no verb comes between "then" and the end of the part of the mention `m`."""
    if tokens is None:
        return False
    k = next((k for k, t in enumerate(tokens) if t[0] >= before.end), len(tokens))
    while k < len(tokens) and tokens[k][1].lower() != "then":
        k += 1
    for at, word, tag in tokens[k + 1 :]:
        if word in {".", "!", "?", ";", ",", ":"} and at >= m.end:
            return True
        if tag.startswith(("VB", "MD")) and not m.start <= at < m.end:
            return False
    return True


def _told_by(o: Occurrence, wall: datetime) -> Tense | None:
    """The tense a day joined to `o` takes from it: ahead where `o` is ahead of `wall`
    ("tmrw night", "tonight" said at 11am), past where it lies on an earlier day
    ("yesterday"); none where it holds the moment or passed earlier that day ("today",
    "this morning" said at 2pm: "i have calls this morning and thursday"), whose verb tells."""
    if o.start > wall:
        return Tense.FUTURE
    if o.end <= wall.replace(hour=0, minute=0, second=0, microsecond=0):
        return Tense.PAST
    return None


def joined_tenses(
    text: str,
    mentions: Sequence[Mention],
    tenses: list[Tense],
    tokens: Sequence[Token] | None = None,
    wall: datetime | None = None,
) -> list[Tense]:
    """The tenses with each recurring mention joined to a recurring one right before it by
    "and"/"or" alone, or in a part of its own after a mention opened by "then" with no verb
    (`tokens`: the tagged text, if it was tagged), read in that one's tense; after one with
    a single reading ("tmrw 8-2, then ...", "tmrw night and thurs"), ahead or past as that
    reading is from `wall`."""
    out = list(tenses)
    for k in range(1, len(mentions)):
        before, m = mentions[k - 1], mentions[k]
        gap = text[before.end : m.start]
        if not m.recurring:
            continue
        if before.recurring and _JOIN.match(gap):
            out[k] = out[k - 1]
        elif _JOIN.match(gap) and wall is not None:  # "tmrw night and thurs": both ahead
            out[k] = _told_by(before.chosen, wall) or out[k]  # not "today", "this morning"
        elif _THEN.match(gap) and _verbless_then(tokens, before, m):
            if before.recurring:
                out[k] = out[k - 1]
            elif wall is not None:  # "tmrw 8-2, then a quiz at the pub on the 20th"
                out[k] = Tense.FUTURE if before.chosen.end > wall else Tense.PAST
    return out
