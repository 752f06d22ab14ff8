"""Time expressions read whole (`resolve_times`), round 53's kind of a habit's part of the day
told with one word of its kind ("every clear night since the 1st of june"; tests/data/
timeexpr.md, habits, and "since X": from X to the moment it was said): the habit's part of
the day is no time, as "every night" is, and its bound is "since" alone, running to now. A
night that is no habit stays the night. Said on Tuesday 24 June 2025 at 22:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "been out every frosty morning since the 3rd of june",
            [("since the 3rd of june", "2025-06-03T00:00", "2025-06-24T22:00")],
        ),
        (
            "each windy evening since monday the bins fall over",
            [("since monday", "2025-06-23T00:00", "2025-06-24T22:00")],
        ),
        (
            "every warm night next week we eat outside",
            [("next week", "2025-06-30T00:00", "2025-07-07T00:00")],
        ),
        ("every rainy morning the bus is late", []),
        # kept: no habit, or a habit with no word of its kind
        (
            "every other night since the 2nd",
            [("since the 2nd", "2025-06-02T00:00", "2025-06-24T22:00")],
        ),
        (
            "hayfever every day since the 10th",
            [("since the 10th", "2025-06-10T00:00", "2025-06-24T22:00")],
        ),
    ],
)
def test_a_habit_told_with_a_word_of_its_kind(read, text, want) -> None:
    assert read(text, said="2025-06-24T22:00") == want
