"""Time expressions read whole (`resolve_times`, the product's path), round 54's kind of a
figure a measure is down or up from, after a comma (tests/data/timeexpr.md: the ground of a
comparison is told as past): "resting hr is 52 now, down from 61 in march", said in December,
is this March; not a change told ahead ("the price will go down from 40 in january",
"membership goes up from $40 in january"), a sentence told ahead ("we'll be 12 at the table,
up from 10 on saturday") nor a bare hour after "up from" with no figure before the comma
("no lie in for me, up from 5 on saturday": a clock time). Said on Wednesday 3 December 2025
(UTC)."""

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
        (
            "she's 4 weeks now, up from 3 on friday",
            [("on friday", "2025-11-28T00:00", "2025-11-29T00:00")],
        ),
        # kept: a change ahead, a sentence told ahead and a clock time (round 54's review)
        (
            "we'll be 12 at the table, up from 10 on saturday",
            [("on saturday", "2025-12-06T00:00", "2025-12-07T00:00")],
        ),
        (
            "we're going to be 12, up from 10 on saturday",
            [("on saturday", "2025-12-06T00:00", "2025-12-07T00:00")],
        ),
        (
            "no lie in for me, up from 5 on saturday for the flight",
            [("on saturday", "2025-12-06T00:00", "2025-12-07T00:00")],
        ),
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
