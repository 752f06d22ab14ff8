"""A past in "-ed" that opens a chat message or a sentence with its subject dropped
("checked pen 2 on sun, hens sitting fine", "fixed the gate sunday"): a simple past,
though the tagger often reads it as a participle (VBN) before a noun it takes for a name
("pen 2"), or as an adjective before a count or a placing ("finished 2nd on monday").
With no finite verb left, the sentence looked like a plan's list of days ("Leeds tonight,
York fri": the coming ones); a past told with no "I" is what happened (tests/data/
timeexpr.md: a recurring mention told as past is the latest one).

Only a regular past ("-ed", no present in "-ed" such as "need", "shed") at the start of the
text or right after ".", "!", "?", a new line or an emoji, whose own clause names a weekday,
a month or a day of the month: a clause after a comma with no verb of its own ("skipped last
month's lessons, home on tuesday") is not told by it. A state told as a notice ("closed thurs
for stocktake") stays one (`tenseclues.notice` reads the verb group after this).

So is one, regular or not ("paid", "parked"), whose sentence goes on with "and" or "but"
and a simple past with its subject dropped too ("paid for zone 12 at 10:05 and got a ticket
anyway"): a story of what happened, so a clock time in it is gone by, not the next one.

`tenseplan.past_forms` asks `dropped_subject`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import SENTENCE_ENDS as _STOPS
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timevocab import MONTHS, WEEKDAY_NUMBERS

_CLAUSE_ENDS = frozenset({",", ";", ":", "and", "but", "so"})
_DATE_WORDS = frozenset(WEEKDAY_NUMBERS) | MONTHS
_ORDINAL = re.compile(r"\d{1,2}(st|nd|rd|th)", re.I)


def _opens(tokens: Sequence[Token], k: int) -> bool:
    if k == 0:
        return True
    word = tokens[k - 1][1]
    return word in _STOPS or (
        any(unicodedata.category(c) == "So" for c in word) and not any(c.isalnum() for c in word)
    )


def _dated_clause(tokens: Sequence[Token], k: int) -> bool:
    """Whether the clause that token `k` opens names a weekday, a month or a day of the month
    ("inspected hive 3 on sat"): the past tells that date, not one in a clause after it."""
    words: list[str] = []
    end = -1
    for at, w, _t in tokens[k + 1 :]:
        if w in _STOPS or w in _CLAUSE_ENDS:
            break
        if at == end and words:  # "wed" the tagger split as "we" "d": glued back
            words[-1] += w
        else:
            words.append(w)
        end = at + len(w)
    return any(w.lower().rstrip(".") in _DATE_WORDS or _ORDINAL.fullmatch(w) for w in words)


def _counted(tokens: Sequence[Token], k: int, tag: str) -> bool:
    """Whether token `k`, tagged `tag`, is a past the tagger read as a participle, or as an
    adjective right before a count or a placing ("finished 2nd on monday", "placed 4th")."""
    if tag == "VBN":
        return True
    after = tokens[k + 1] if k + 1 < len(tokens) else None
    return (
        tag == "JJ"
        and after is not None
        and (after[2] == "CD" or bool(_ORDINAL.fullmatch(after[1])))
    )


def _goes_on_past(tokens: Sequence[Token], k: int) -> bool:
    """Whether the sentence that token `k` opens goes on with "and" or "but" and a simple
    past, its subject dropped too ("paid at 10:05 and got a ticket anyway")."""
    for m in range(k + 1, len(tokens) - 1):
        if tokens[m][1] in _STOPS:
            return False
        if tokens[m][1].lower() in ("and", "but") and tokens[m + 1][2] == "VBD":
            return True
    return False


def dropped_subject(
    tokens: Sequence[Token], past: set[int], told: frozenset[int] = frozenset()
) -> list[Token]:
    """The tokens with each participle (VBN) at `past` (indices of regular pasts) that opens
    the text or a sentence, and a clause that names a date, tagged as a simple past (VBD);
    so is such a past the tagger read as an adjective before a count ("finished 2nd"), and
    a participle at `past` or `told` (irregular pasts) whose sentence goes on in the simple
    past ("paid at 10:05 and got a ticket")."""
    return [
        (at, w, "VBD")
        if _counted(tokens, k, t)
        and _opens(tokens, k)
        and (
            (k in past and _dated_clause(tokens, k))
            or (t == "VBN" and k in past | told and _goes_on_past(tokens, k))
        )
        else (at, w, t)
        for k, (at, w, t) in enumerate(tokens)
    ]
