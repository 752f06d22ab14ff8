"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 25's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said on Thursday 18 June 2026 (UTC) unless
told."""

from __future__ import annotations

import pytest

_THURSDAY = "2026-06-18T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the ground of a comparison, a stand-in ("the one", "the ones", "those") between
        # "than" and the date: a time one knows, the past
        (
            "the new sourdough is tangier than the one in march",
            [("in march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "the strawberries are smaller than the ones in april",
            [("in april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        (
            "the crowd on friday was louder than those at easter",
            [
                ("on friday", "2026-06-12T00:00", "2026-06-13T00:00"),
                ("easter", "2026-04-05T00:00", "2026-04-06T00:00"),
            ],
        ),
        # kept: no comparison, a choice, and "than that" (the whole of what was said)
        (
            "the one in march is sold out already",
            [("in march", "2027-03-01T00:00", "2027-04-01T00:00")],
        ),
        (
            "we'll go in september rather than the one in april",
            [
                ("in september", "2026-09-01T00:00", "2026-10-01T00:00"),
                ("in april", "2027-04-01T00:00", "2027-05-01T00:00"),
            ],
        ),
        (
            "i can't do more than that on friday",
            [("on friday", "2026-06-19T00:00", "2026-06-20T00:00")],
        ),
    ],
)
def test_comparison_ground_after_a_stand_in(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want
