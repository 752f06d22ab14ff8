"""Time expressions read whole (`resolve_times`), by kind (batch 22): a day of the month
alone a week or less around a range of days in a named month before it is a day of that
month (the trip to it), not the next such day from the moment it was said."""

from __future__ import annotations

import pytest


# Kind: a recurring mention names the occurrence the sentence talks about
# (tests/data/timeexpr.md); here the range's month names it. A day further off ("fee paid
# on the 3rd") and a day with no range before it keep their own reading
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "conference 12-14 nov, we fly out on the 10th",
            [
                ("12-14 nov", "2025-11-12T00:00", "2025-11-15T00:00"),
                ("on the 10th", "2025-11-10T00:00", "2025-11-11T00:00"),
            ],
        ),
        (
            "retreat nov 5-7, back home on the 9th",
            [
                ("nov 5-7", "2025-11-05T00:00", "2025-11-08T00:00"),
                ("on the 9th", "2025-11-09T00:00", "2025-11-10T00:00"),
            ],
        ),
        (
            "conference 12-14 nov, fee paid on the 3rd",
            [
                ("12-14 nov", "2025-11-12T00:00", "2025-11-15T00:00"),
                ("on the 3rd", "2025-10-03T00:00", "2025-10-04T00:00"),
            ],
        ),
        ("match on the 20th", [("on the 20th", "2025-10-20T00:00", "2025-10-21T00:00")]),
    ],
)
def test_a_day_around_a_range_is_in_its_month(read, text, want) -> None:
    assert read(text, "2025-10-14T07:30") == want
