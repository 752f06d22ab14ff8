"""Time expressions read whole (`resolve_times`, the product's path): a clock time or range
alone between commas after a clause that names a day of every month is that rule's hours,
no date (issue 21, round 41 part E; tests/data/timeexpr.md, "Not dates": the clock times of
a rule about days in the plural or every day). A clock time with words of its own after the
comma, or one of a plain day, stays a time ("meet me at 3:30, I walk the dog every morning")."""

from __future__ import annotations

import pytest

SAID = "2025-11-26T10:00:00+00:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the book club is the last thurs of every month at the cafe, 7-8:30, next one is tmrw",
            [("tmrw", "2025-11-27T00:00", "2025-11-28T00:00")],
        ),
        ("the clinic is the first monday of each month, 9:30-12", []),
        # near misses: times
        (
            "the clinic is on monday, 9:30-12",
            [
                ("on monday", "2025-12-01T00:00", "2025-12-02T00:00"),
                ("9:30-12", "2025-12-01T09:30", "2025-12-01T12:00"),
            ],
        ),
        (
            "meet me at 3:30, i walk the dog every morning",
            [("at 3:30", "2025-11-26T15:30", "2025-11-26T15:31")],
        ),
        (
            "the quiz is the first tues of every month, 8:15 this time",
            [("8:15", "2025-11-26T20:15", "2025-11-26T20:16")],
        ),
    ],
)
def test_the_hours_of_a_monthly_rule_are_no_date(local, text, want) -> None:
    assert local(text, SAID) == want
