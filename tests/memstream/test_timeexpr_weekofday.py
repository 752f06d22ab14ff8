"""Time expressions read whole (`resolve_times`), round 39's kind of "the week of" a day of the
month with no month, whatever follows it ("away the week of the 19th so ..."): the week that
holds that day (tests/data/timeexpr.md: a week's grain is its Monday); "the week of" makes the
ordinal a date, as "on" does. An ordinal with nothing before it stays a thing's. Said on
Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the gym's shut the week of the 18th so i'll run outside",
            [("the week of the 18th", "2026-05-18T00:00", "2026-05-25T00:00")],
        ),
        (
            "my sister visits the week of the 11th and stays till june",
            [
                ("the week of the 11th", "2026-05-11T00:00", "2026-05-18T00:00"),
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
            ],
        ),
        # kept: an ordinal of a thing
        ("we live on the 18th so the lift matters", []),
    ],
)
def test_the_week_of_a_day(read, text, want) -> None:
    assert read(text) == want
