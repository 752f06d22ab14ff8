"""A range of clock times in a part of its own after a day and a comma ("inventory count is
jan 2, 7am till 3pm", "the 14th, 9-11am"): two expressions, the day and the range on that day
(tests/data/timeexpr.md: a clock time with no day of its own right after a day, joined by a
comma, is on that day; "jan 3, 8am pickup" is the day and the clock time). The range is
read against the day (`Mention.anchor`), so the two settle together. A range right beside
its day with no comma ("sat 2-4", "tomorrow 8-10") stays one expression.

`timejoins.clock_ranges` asks `apart`.
"""

from __future__ import annotations

from dataclasses import replace

from memstream.encoders.times.timemention import Mention


def apart(text: str, found: Mention, anchor: Mention | None, start: int, end: int) -> list[Mention]:
    """`found`, the range at text[start:end] read with its day `anchor`, as the day and the
    range when a comma comes between them; else `found` alone."""
    if anchor is None or anchor.end > start or "," not in text[anchor.end : start]:
        return [found]
    return [anchor, replace(found, text=text[start:end], start=start, anchor=anchor.start)]
