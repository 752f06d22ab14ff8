"""Time expressions read whole (`resolve_times`, the product's path): two weekdays in a row
joined by "+" ("fitters in wed + thurs") are one span, as with "and" or "&"
(tests/data/timeexpr.md, ranges: two weekdays in a row joined by "and"; timeweekdaypairs.py)
(issue 21, round 58 part D). Two days apart ("mon + fri") stay two dates."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "scaffolders in wed + thurs so no parking out front",
            "2025-03-08T10:00:00+00:00",
            [("wed + thurs", "2025-03-12T00:00", "2025-03-14T00:00")],
        ),
        (
            "im off sat + sun for once",
            "2025-03-04T10:00:00+00:00",
            [("sat + sun", "2025-03-08T00:00", "2025-03-10T00:00")],
        ),
        # near miss: two days apart
        (
            "scaffolders in mon + fri so no parking out front",
            "2025-03-08T10:00:00+00:00",
            [
                ("mon", "2025-03-10T00:00", "2025-03-11T00:00"),
                ("fri", "2025-03-14T00:00", "2025-03-15T00:00"),
            ],
        ),
    ],
)
def test_two_weekdays_joined_by_plus_are_one_span(local, text, said, want) -> None:
    assert local(text, said) == want
