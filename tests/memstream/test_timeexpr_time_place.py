"""Time expressions read whole (`resolve_times`), by kind (batch 22): a clock time followed
by where ("meet at 10 by the rink") is a time; the place is no noun the number modifies."""

from __future__ import annotations

import pytest


# Kind: a clock time with no day is read in the sentence's tense, on the day named before it
# (tests/data/timeexpr.md); a place's preposition after it ("by the", "outside the") is no
# noun that makes the number a count; "the 14th floor by the lifts" stays an ordinal of a
# thing and "a 2 by 4 plank" a measure
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "sledging tomorrow morning, meet at 9 by the gate",
            [
                ("tomorrow morning", "2025-12-25T00:00", "2025-12-25T12:00"),
                ("at 9", "2025-12-25T09:00", "2025-12-25T10:00"),
            ],
        ),
        ("meet at 11 near the bandstand", [("at 11", "2025-12-25T11:00", "2025-12-25T12:00")]),
        ("the 14th floor by the lifts", []),
        ("a 2 by 4 plank", []),
    ],
)
def test_a_clock_time_before_a_place_is_a_time(read, text, want) -> None:
    assert read(text, "2025-12-24T23:30") == want
