"""Time expressions read whole (`resolve_times`), round 57's kind of a count "out by" or "off
by" a number ("the stock count was out by 2 trays", "drug count off by 1 vial"): how far the
count missed, no clock time (tests/data/timeexpr.md: counts and measures are no dates)
(memstream/encoders/times/timeoffby.py). Near misses keep their hour: one who is out by an
hour ("i'll be out by 5"), a thing to send out by one ("need the invoice out by 5")."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("the stock count was out by 2 trays again", "2026-03-10T00:30", []),
        (
            "drug count off by 1 vial tonight",
            "2026-03-10T00:30",
            [("tonight", "2026-03-10T18:00", "2026-03-11T00:00")],
        ),
        # kept: an hour
        (
            "i'll be out by 5",
            "2026-03-10T09:30",
            [("by 5", "2026-03-10T17:00", "2026-03-10T18:00")],
        ),
        (
            "need the invoice out by 5",
            "2026-03-10T09:30",
            [("by 5", "2026-03-10T17:00", "2026-03-10T18:00")],
        ),
    ],
)
def test_a_count_out_by_a_number_is_no_clock_time(read, text, said, want) -> None:
    assert read(text, said) == want
