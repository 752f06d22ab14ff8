"""A clock time with no day in a promise reported from the past ("he said he'd come for it at
5", "she told me she would ring at 4:30") that the text then tells as gone by ("... and it's
been 2 hrs", "..., still waiting", "no sign of him"): the promise was for a time already
past, so it is the latest one, not the next (tests/data/timeexpr.md: "in" a duration in a
future told from the past whose time the sentence says is past is from then, not from now;
a clock time is read the same way). Without such words ("he said he'd call at 5") the
promise looks ahead, as before; so it does where such words are about something else ("it's
been ages since we talked", "its been a rough day", "still not sure if i should cook", "still
waiting on her to confirm the venue").

`tense.tense_at` asks `overdue_clock` of a clock time it reads as ahead.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Verbs that report what someone promised.
_SAYING = _words("said told promised texted messaged reckoned swore claimed")
#: The future of a report: "he'd", "she would", "they were going to".
_FUTURE_IN_PAST = frozenset({"'d", "’d", "d", "would", "wud", "wld"})
#: Words after the promise that tell its time is past: how long it has been ("it's been 2
#: hrs", not "it's been ages since we talked", "it's been a rough day"), a wait with no other
#: object ("still waiting", not "still waiting on her to confirm"), or the promise unkept.
_SPAN = (
    r"(?:(?:over|nearly|almost|like)\s+)?(?:(?:\d+|an?|half\s+an|a\s+few|few|two|three|four|five)"
    r"\s*(?:h|hrs?|hours?|mins?|minutes?)|ages|forever|a\s+while)\b"
)
_GONE_BY = re.compile(
    rf"\b(?:it\s*['’]?\s*s|it\s+has|its)\s+been\s+{_SPAN}(?!\s+since)"
    r"|\bstill\s+waiting(?:\s+(?:for|on)\s+(?:him|her|them|it))?(?!\s+(?:on|for|to)\b|\s+\w+\s+to\b)"
    r"|\bstill\s+(?:nothing|no\s+sign|not\s+(?:here|there|back|home))\b"
    r"|\bstill\s+(?:hasn|hasnt|has\s+not)\W*t?\s+(?:come|shown|turned|arrived|called|rung)\b"
    r"|\bno\s+sign\b|\bnever\s+(?:came|showed|turned|rang|called)\b|\bnot\s+(?:here|there)\s+yet\b",
    re.I,
)


def _text_after(tokens: Sequence[Token], j: int) -> str:
    """The words from token `j` on, spaced as they were written (by their offsets)."""
    out: list[str] = []
    end = tokens[j][0] if j < len(tokens) else 0
    for at, w, _t in tokens[j:]:
        out.append((" " if at > end else "") + w)
        end = at + len(w)
    return "".join(out)


def overdue_clock(tokens: Sequence[Token], group: Sequence[int], j: int) -> bool:
    """Whether the verb `group` of a clock time that ends at token `j` is a future reported
    after a verb of saying, and the words after the clock time tell it as gone by."""
    if not group or not any(tokens[k][1].lower() in _FUTURE_IN_PAST for k in group):
        return False
    said = any(tokens[k][1].lower() in _SAYING for k in range(max(0, group[0] - 3), group[0]))
    return said and _GONE_BY.search(_text_after(tokens, j)) is not None
