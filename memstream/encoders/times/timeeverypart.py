"""A part of the day after "every" or "each", then a span of its own ("practising every
evening this week", "each morning next week", "every clear night next week"): the habit's
part of the day is no date (tests/data/timeexpr.md, a habit's recurring time), the span is.
Duckling reads "evening this week" as one match, which the habit then drops whole; the span
is read alone.

`timematchparts.parts` asks `span_after_every`.
"""

from __future__ import annotations

import re

#: "every" or "each" (maybe "other", or one word of its kind: "every clear | night this
#: week") right before the match.
_EVERY = re.compile(
    r"\b(every|each)\s+(other\s+|(?!(one|of|the|\d)\b)[a-z]{3,}\s+)?$",
    re.I,
)
#: A part of the day, then a span named by "this", "next" or "last" (the span its group).
_PART_SPAN = re.compile(
    r"^(day|morning|afternoon|evening|night|lunch(time)?)\s+"
    r"(?P<span>(this|next|last)\s+(week|weekend|month|fortnight)\b)",
    re.I,
)


def span_after_every(text: str, start: int, stop: int) -> list[tuple[int, int]] | None:
    """The span after the habit's part of the day that the match text[start:stop] starts
    with, right after "every"; None if it is no such match. A clock time after the span is
    the habit's too ("every evening next week from 8"): the span alone."""
    m = _PART_SPAN.match(text[start:stop])
    if m is None or _EVERY.search(text[max(0, start - 20) : start]) is None:
        return None
    return [(start + m.start("span"), start + m.end("span"))]
