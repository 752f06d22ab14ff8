"""Time expressions read whole (`resolve_times`), by kind (batch 22): "done in" a duration
after the thing done is how long the job took, no time; a word of the future keeps it."""

from __future__ import annotations

import pytest


# Kind: "<job> done in <duration>" tells how long it took (tests/data/timeexpr.md, "in" a
# duration told as how long something took); "I'll be done in 20 mins", "should be done in
# an hour" are times
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("tyre swap done in 25 mins, not bad", []),
        ("whole kitchen repaint done in 3 days by two guys", []),
        ("i'll be done in 20 mins", [("in 20 mins", "2026-05-04T09:20", "2026-05-04T09:21")]),
        (
            "the boiler service should be done in an hour",
            [("in an hour", "2026-05-04T10:00", "2026-05-04T11:00")],
        ),
        (
            "garage said done in 2 days",
            [("in 2 days", "2026-05-06T00:00", "2026-05-07T00:00")],
        ),
    ],
)
def test_done_in_a_duration_is_how_long_it_took(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want
