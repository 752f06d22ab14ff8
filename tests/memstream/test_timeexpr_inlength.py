"""Time expressions read whole (`resolve_times`), round 48's kind of "in" a duration that is
a length, no time (tests/data/timeexpr.md, "Not dates": "in" a duration told as how long
something took, and one in a future told from the past whose time the sentence says is
past): a promise followed by "and that was" a weekday ("she said she'd post it in 3 days and
that was monday"), and a count with a word of its limit before it ("30 guests max in 3
hrs"). Near misses keep the time: "and that was fine", a count's verb of the present ahead
("the guests arrive in 3 hrs"). Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "she said she'd post it in 3 days and that was monday",
            [("monday", "2026-04-27T00:00", "2026-04-28T00:00")],
        ),
        ("she reckons 30 guests max in 3 hrs", []),
        # near misses: times
        (
            "he said he'd ring in 10 minutes and that was fine by me",
            [("in 10 minutes", "2026-05-04T09:10", "2026-05-04T09:11")],
        ),
        (
            "the guests arrive in 3 hrs",
            [("in 3 hrs", "2026-05-04T12:00", "2026-05-04T13:00")],
        ),
    ],
)
def test_in_a_duration_that_is_a_length(read, text, want) -> None:
    assert read(text) == want
