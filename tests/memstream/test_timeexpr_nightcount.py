"""Time expressions read whole (`resolve_times`, the product's path): "the" and a bare number
before "night" and a noun it counts is a stay's length ("the 3 night glamping stay"), not the
night of the 3rd of the month (issue 21, round 41 part E; tests/data/timeexpr.md, "Not
dates": counts and measures). Chat's hour of the night stays ("see u 10 night")."""

from __future__ import annotations

import pytest

SAID = "2025-11-26T10:00:00+00:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the 3 night glamping stay was worth every penny", []),
        ("the 4 night cruise is down to £399", []),
        (
            "the 2 day workshop starts on monday",
            [("on monday", "2025-12-01T00:00", "2025-12-02T00:00")],
        ),
        # near misses: the hour, the night of a day a clause tells of
        (
            "the 20 night they arrived we partied",
            [("the 20 night", "2025-11-20T18:00", "2025-11-21T00:00")],
        ),
        (
            "the 4 night i got sick was awful",
            [("the 4 night", "2025-11-04T18:00", "2025-11-05T00:00")],
        ),
        ("see u 10 night", [("10 night", "2025-11-26T22:00", "2025-11-26T23:00")]),
    ],
)
def test_a_count_of_nights_before_a_noun_is_no_date(local, text, want) -> None:
    assert local(text, SAID) == want
