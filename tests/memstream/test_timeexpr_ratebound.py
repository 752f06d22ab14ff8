"""Time expressions read whole (`resolve_times`, the product's path): a count of things past a
bound of a reading before "in <duration>" is how many in how long, no time (issue 21, round 41
part E; tests/data/timeexpr.md, "Not dates": "in" a duration told as how long something
took). "The bus comes in an hour" and "gate 9 closes in 15 mins" stay times."""

from __future__ import annotations

import pytest

SAID = "2025-11-26T10:00:00+00:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("speed watch update: 36 vans over 40 in an hour 😡", []),
        ("12 lorries above 20 in ten minutes outside the school", []),
        ("results: 9 bikes over 15 in an hour", []),
        # near misses: times
        ("the bus comes in an hour", [("in an hour", "2025-11-26T11:00", "2025-11-26T12:00")]),
        ("gate 9 closes in 15 mins", [("in 15 mins", "2025-11-26T10:15", "2025-11-26T10:16")]),
    ],
)
def test_a_count_past_a_bound_in_a_duration_is_no_time(local, text, want) -> None:
    assert local(text, SAID) == want
