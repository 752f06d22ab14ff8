"""Time expressions read whole (`resolve_times`), round 37's kind of race times
(tests/data/timeexpr.md, not dates: race times, paces and laps): how long a race took, glued
by Duckling to the day after it ("ran the half in 1:52 | 3 weeks ago": the day alone), and a
goal "under" a time in a message about a race ("aiming for under 3:30"). A goal with no race
stays a time of day. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "ran the half in 1:52 3 weeks ago, hoping to go under 1:45 at the marathon",
            [("3 weeks ago", "2026-04-13T00:00", "2026-04-20T00:00")],
        ),
        (
            "swam the mile in 0:41 2 days ago",
            [("2 days ago", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "marathon sunday, aiming for under 3:30",
            [("sunday", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
        (
            "10k on the 20th, my goal is below 48:00",
            [("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        # kept: a goal with no race is a time of day
        (
            "my target is under 5:30 for getting home",
            [("5:30", "2026-05-04T17:30", "2026-05-04T17:31")],
        ),
    ],
)
def test_race_times_are_no_times(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
