"""Time expressions read whole (`resolve_times`), round 47's kind of a list of dates, each with
its month ("june 3, june 17 and the 29th", "june 2, july 9"): each date its own expression,
not Duckling's glue of a day and the next month's name across the comma ("june 3, june"),
and a bare ordinal after them in the month before it (tests/data/timeexpr.md: a match that
runs across a comma into a time of its own is two). Near misses keep their reading: a date
and a clock time or an amount after the comma. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "physio slots: june 3, june 17 and the 29th",
            [
                ("june 3", "2026-06-03T00:00", "2026-06-04T00:00"),
                ("june 17", "2026-06-17T00:00", "2026-06-18T00:00"),
                ("the 29th", "2026-06-29T00:00", "2026-06-30T00:00"),
            ],
        ),
        (
            "kids are off school sept 4, sept 11",
            [
                ("sept 4", "2026-09-04T00:00", "2026-09-05T00:00"),
                ("sept 11", "2026-09-11T00:00", "2026-09-12T00:00"),
            ],
        ),
        (
            "ferry dates are june 2, july 9 and the 20th",
            [
                ("june 2", "2026-06-02T00:00", "2026-06-03T00:00"),
                ("july 9", "2026-07-09T00:00", "2026-07-10T00:00"),
                ("the 20th", "2026-07-20T00:00", "2026-07-21T00:00"),
            ],
        ),
        (
            "deliveries on july 1, july 14 and july 28",
            [
                ("on july 1", "2026-07-01T00:00", "2026-07-02T00:00"),
                ("july 14", "2026-07-14T00:00", "2026-07-15T00:00"),
                ("july 28", "2026-07-28T00:00", "2026-07-29T00:00"),
            ],
        ),
        # near misses: a clock time or an amount after the comma
        (
            "viewing is june 3, 10am",
            [
                ("june 3", "2026-06-03T00:00", "2026-06-04T00:00"),
                ("10am", "2026-06-03T10:00", "2026-06-03T11:00"),
            ],
        ),
        ("the sale ends june 3, 40% off", [("june 3", "2026-06-03T00:00", "2026-06-04T00:00")]),
    ],
)
def test_a_list_of_dates_with_their_months(read, text, want) -> None:
    assert read(text) == want
