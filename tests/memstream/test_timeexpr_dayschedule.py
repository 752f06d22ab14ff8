"""Time expressions read whole (`resolve_times`, the product's path): a clock time read as
the next after another ("heats at 10, final at 2:30") in a message that names the day both
are on (issue 21, round 40): on that day with the first, not today (it was read before the
first was placed on the day, and stayed)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "regatta is sunday ⛵ heats at 10, final at 2:30",
            "2025-06-11T08:00:00+02:00",
            [
                ("sunday", "2025-06-15T00:00", "2025-06-16T00:00"),
                ("at 10", "2025-06-15T10:00", "2025-06-15T11:00"),
                ("at 2:30", "2025-06-15T14:30", "2025-06-15T14:31"),
            ],
        ),
        (
            "regatta is saturday ⛵ heats at 9:30, finals at 1",
            "2025-06-11T08:00:00+02:00",
            [
                ("saturday", "2025-06-14T00:00", "2025-06-15T00:00"),
                ("at 9:30", "2025-06-14T09:30", "2025-06-14T09:31"),
                ("at 1", "2025-06-14T13:00", "2025-06-14T14:00"),
            ],
        ),
        (  # a chain: each read after the one before, all on Sunday (round 40 review)
            "tournament sunday 🏐 first match at 9, semis at 1, final at 4",
            "2025-06-11T08:00:00+02:00",
            [
                ("sunday", "2025-06-15T00:00", "2025-06-16T00:00"),
                ("at 9", "2025-06-15T09:00", "2025-06-15T10:00"),
                ("at 1", "2025-06-15T13:00", "2025-06-15T14:00"),
                ("at 4", "2025-06-15T16:00", "2025-06-15T17:00"),
            ],
        ),
        # near miss: no day named, today
        (
            "heats at 10, final at 2:30",
            "2025-06-11T08:00:00+02:00",
            [
                ("at 10", "2025-06-11T10:00", "2025-06-11T11:00"),
                ("at 2:30", "2025-06-11T14:30", "2025-06-11T14:31"),
            ],
        ),
    ],
)
def test_a_clock_time_after_another_goes_on_the_messages_day(local, text, said, want) -> None:
    assert local(text, said) == want
