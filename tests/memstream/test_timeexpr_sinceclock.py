"""Time expressions read whole (`resolve_times`, the product's path): "since" and four digits
that as a year would be centuries ahead ("since 2130", "on the tools since 2215") are a 24-hour
clock time, from its latest occurrence to the moment it was said (tests/data/timeexpr.md,
ranges: "since X"; timefourdigit.py) (issue 21, round 58 part D). Years that have been
("since 1990", "since 2010", "since 1850") stay years."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "on the tools since 2215 and still no sign of the parts",
            "2025-03-04T02:40:00+00:00",
            [("since 2215", "2025-03-03T22:15", "2025-03-04T02:40")],
        ),
        (
            "been stood at the barrier since 2300, cold as anything",
            "2025-03-04T01:05:00+01:00",
            [("since 2300", "2025-03-03T23:00", "2025-03-04T01:05")],
        ),
        (
            "watching the server logs since 2145 tonight",
            "2025-03-03T23:30:00+00:00",
            [("since 2145 tonight", "2025-03-03T21:45", "2025-03-03T23:30")],
        ),
        # near misses: years that have been
        (
            "the club has been going since 1990",
            "2025-03-04T02:40:00+00:00",
            [("since 1990", "1990-01-01T00:00", "2025-03-04T02:40")],
        ),
        (
            "the pub has been open since 1850 apparently",
            "2025-03-04T02:40:00+00:00",
            [("since 1850", "1850-01-01T00:00", "2025-03-04T02:40")],
        ),
    ],
)
def test_since_a_clock_no_year_runs_to_now(local, text, said, want) -> None:
    assert local(text, said) == want
