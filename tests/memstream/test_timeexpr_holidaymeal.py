"""Time expressions read whole (`resolve_times`), by kind (round 25): a clock time after a
day's meal ("christmas dinner at 3") is on that day (memstream/encoders/times/timeclockonday.py)."""

from __future__ import annotations

import pytest


# Kind: a holiday, its meal, then a bare clock: the meal told as one occasion is the day
# (tests/data/timeexpr.md), so the clock is on it, in the daytime or the meal's half of the
# day; near variants keep theirs: a party is no meal of the day ("the christmas party at 8"
# is not joined), and a holiday with no clock is the day alone
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "boxing day supper at 6 at my sister's",
            "2026-12-09T11:00",
            [
                ("boxing day", "2026-12-26T00:00", "2026-12-27T00:00"),
                ("at 6", "2026-12-26T18:00", "2026-12-26T19:00"),
            ],
        ),
        (
            "new year's eve dinner at 7?",
            "2026-12-09T11:00",
            [
                ("new year's eve", "2026-12-31T00:00", "2027-01-01T00:00"),
                ("at 7", "2026-12-31T19:00", "2026-12-31T20:00"),
            ],
        ),
        (
            "the christmas party at 8",
            "2026-12-09T11:00",
            [("at 8", "2026-12-09T20:00", "2026-12-09T21:00")],
        ),
    ],
)
def test_a_clock_after_a_days_meal_is_on_that_day(read, text, said, want) -> None:
    assert read(text, said) == want
