"""Time expressions read whole (`resolve_times`), round 53's kind of a month and the pronoun
"one" after a determiner ("booking the june one next week"; tests/data/timeexpr.md, a
recurring mention): the month of the thing, a sitting or an issue, not the month's first
day, and a span after it is its own. Without a determiner, or with figures, it stays the
day. Said on Thursday 22 May 2025 at 15:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i'll enter the october one, the fees are lower",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "that december one was brutal",
            [("december", "2024-12-01T00:00", "2025-01-01T00:00")],
        ),
        (
            "signing up for the july one next month",
            [
                ("july", "2025-07-01T00:00", "2025-08-01T00:00"),
                ("next month", "2025-06-01T00:00", "2025-07-01T00:00"),
            ],
        ),
        # kept: the first day of the month
        (
            "the lease starts on july one",
            [("on july one", "2025-07-01T00:00", "2025-07-02T00:00")],
        ),
        (
            "the august 1 cutoff",
            [("august 1", "2025-08-01T00:00", "2025-08-02T00:00")],
        ),
    ],
)
def test_a_month_and_the_pronoun_one(read, text, want) -> None:
    assert read(text, said="2025-05-22T15:00") == want
