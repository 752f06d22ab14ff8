""" "bc" as chat's "because" after a clock time ("up since 5 bc of the storm", "late at 9 bc
my bus broke"): the time before it, no era. Duckling reads "since 5 bc" as the year 5 BC
(an interval from the first year on record). Lower-case "bc", "b/c" or "bcos" after a
number and before a word is the conjunction, as in chat it always is; the match is cut
before it and read again. An era written as such ("500 BC", "in 44 BC.") keeps its reading.

"Since" is "because" where a verb follows the time it seems to start from: its subject ("since
this week's a mess", "since the weekend is free we could go"): the time alone, no span from
it to now; not "since last week's meeting" (a possessive, then its noun), "since monday
it's been raining" (a new clause's subject before the verb), a helper verb alone after the
time ("been waiting since 3 can someone help": chat's new clause, its subject dropped) nor
a perfect before "since" ("been up since 5 was a rough night", "haven't slept since tuesday
will try tonight"): the span.

`timematchparts.parts` asks `before_because` and `since_because`, `timejoins.since_before`
`subject_of_verb`.
"""

from __future__ import annotations

import re

#: A number, then chat's "because" ending the match ("since 9 bc").
_BECAUSE = re.compile(r"\d\s*(?P<bc>\s(bc|b/c|bcos|bcuz))$")
#: A word right after it ("bc of", "bc i", "bc the").
_WORD_AFTER = re.compile(r"^\s+[a-z']", re.I)


def before_because(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The part of the match text[start:stop] before chat's "because" that ends it, None
    if none does."""
    m = _BECAUSE.search(text[start:stop])
    if m is None or not _WORD_AFTER.match(text[stop : stop + 6]):
        return None
    return [(start, start + m.start("bc"))]


_SINCE = re.compile(r"^since\s+(?=\S)", re.I)
#: A verb after the time ("is", "was", "'s a", "will be"): the time is the subject of
#: "since"'s clause; a helper alone ("since 3 can someone help", "since tuesday will try")
#: starts a clause of its own, its subject dropped as chat drops it.
_VERB_AFTER = re.compile(
    r"^(\s+(is|isn't|was|wasn't|are|were|looks?|seems?)\b"
    r"|\s+(will|won't|would|could|can|has|had)\s+(be|been)\b"
    r"|['’](s|ll)\s+(a|an|so|too|very|pretty|really|been|gonna|going|not|already|basically|all|"
    r"kinda|quite|such|super|totally|free|busy|full|packed|off|over|chaos|mental|mad|crazy|"
    r"hectic|rammed|looking|shaping)\b)",
    re.I,
)
#: A perfect or "ever" before "since" in its clause ("been up since 5 was a rough night",
#: "haven't slept since tuesday"): the span from the time, a new clause after it.
_PERFECT_BEFORE = re.compile(
    r"\b(been|ever|haven't|hasn't|hadn't|havent|hasnt|[a-z]+['’]ve)\b[^.!?,;]*$",
    re.I,
)


def subject_of_verb(text: str, end: int, start: int = 0) -> bool:
    """Whether a verb follows the time that ends at `end` ("this week | 's a mess") and no
    perfect comes before "since" in its clause, which starts by `start` ("been up since 5
    was a rough night": the span, then a clause of its own)."""
    if _PERFECT_BEFORE.search(text[max(0, start - 60) : start]):
        return False
    return bool(_VERB_AFTER.match(text[end : end + 30]))


def since_because(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The time after "since" where the match text[start:stop] is "since" and the subject
    of the verb after it ("since this week's a mess"), None for any other match."""
    m = _SINCE.match(text[start:stop])
    if m is None or not subject_of_verb(text, stop, start):
        return None
    return [(start + m.end(), stop)]
