"""Time expressions read whole (`resolve_times`), by kind (round 43 part C): weekdays and the
weekend in a list titled by a week before a colon ("bar rota for next week: ...") are those of
that week, as after a week heading its sentence (memstream/encoders/times/timeweekheading.py),
not the nearest ones. A week with no colon after it keeps the old reading."""

from __future__ import annotations

import pytest

SUNDAY = "2026-03-15T19:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "bar rota for next week: jo does tues-thurs, i do the weekend",
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("tues-thurs", "2026-03-17T00:00", "2026-03-20T00:00"),
                ("weekend", "2026-03-21T00:00", "2026-03-23T00:00"),
            ],
        ),
        (
            "school run plan for next week: dad has mon, mum wed-fri",
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("mon", "2026-03-16T00:00", "2026-03-17T00:00"),
                ("wed-fri", "2026-03-18T00:00", "2026-03-21T00:00"),
            ],
        ),
        # neighbours that keep their old reading
        (
            "my plans for next week are unclear, maybe friday",
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("friday", "2026-03-20T00:00", "2026-03-21T00:00"),
            ],
        ),
    ],
)
def test_days_in_a_list_titled_by_a_week_are_that_weeks(read, text, want) -> None:
    assert read(text, SUNDAY) == want
