"""Time expressions read whole (`resolve_times`, the product's path): an irregular past with
"over", "out" or "under" before it ("overran", "overslept", "outgrew"), which the tagger may
call a noun, is the past, and a clock time it tells is the latest one before the moment it
is said (round 42 part C; tests/data/timeexpr.md, "clock times without am/pm": with no day,
the nearest reading in the sentence's tense). New sentences, not the batch's, and neighbours
that keep their reading. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # the prefixed past: the clock time just gone, over midnight
        (
            "the pub quiz overran till 11:20, knackered",
            "2027-03-03T00:40",
            [("11:20", "2027-03-02T23:20", "2027-03-02T23:21")],
        ),
        (
            "band practice overran till 10:50",
            "2027-03-03T00:10",
            [("10:50", "2027-03-02T22:50", "2027-03-02T22:51")],
        ),
        # the future of the same verb keeps the reading ahead
        (
            "band practice will overrun till 10:50",
            "2027-03-03T00:10",
            [("10:50", "2027-03-03T10:50", "2027-03-03T10:51")],
        ),
    ],
)
def test_a_prefixed_irregular_past_tells_the_clock_time(read, text, said, want) -> None:
    assert read(text, said=said) == want
