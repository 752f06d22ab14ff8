"""Time expressions read whole (`resolve_times`, the product's path), round 54's kind of a
figure a measure is down or up from, after a comma (tests/data/timeexpr.md: the ground of a
comparison is told as past): "resting hr is 52 now, down from 61 in march", said in December,
is this March; not a change told ahead ("the price will go down from 40 in january",
"membership goes up from $40 in january"). Said on Wednesday 3 December 2025 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2025-12-03T14:10"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "resting hr is 52 now, down from 61 in march",
            [("in march", "2025-03-01T00:00", "2025-04-01T00:00")],
        ),
        (
            "my 5k is 24:10, down from 26:30 in august",
            [("in august", "2025-08-01T00:00", "2025-09-01T00:00")],
        ),
        # kept: a change ahead
        (
            "the price will go down from 40 in january",
            [("in january", "2026-01-01T00:00", "2026-02-01T00:00")],
        ),
        (
            "membership goes up from $40 in january",
            [("in january", "2026-01-01T00:00", "2026-02-01T00:00")],
        ),
    ],
)
def test_a_figure_down_from(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
