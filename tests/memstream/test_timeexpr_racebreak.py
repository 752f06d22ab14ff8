"""Time expressions read whole (`resolve_times`), round 37's follow-up on race times
(tests/data/timeexpr.md, not dates: race times, paces and laps): a time "at the"/"in the"
race ("did 1:48 at the half"), and a goal told as "to break" or "went under" a time in a
message about a race ("want to break 1:40"), are no times of day; "a break 1:45" and a goal
with no race stay times. Said on Tuesday 10 March 2026, 14:00 (UTC)."""

from __future__ import annotations

import pytest

_SAID = "2026-03-10T14:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "did 1:48 at the half 2 yrs ago, want to break 1:40",
            [("2 yrs ago", "2024-01-01T00:00", "2025-01-01T00:00")],
        ),
        (
            "ran 3:58 in the marathon, next year gonna break 3:45",
            [("next year", "2027-01-01T00:00", "2028-01-01T00:00")],
        ),
        (
            "finally went under 1:50 in the half on sunday",
            [("on sunday", "2026-03-08T00:00", "2026-03-09T00:00")],
        ),
    ],
)
def test_race_times_and_goals_are_no_times(read, text, want) -> None:
    assert read(text, said=_SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # introduced as a time of day, or with no race in the message
        ("meet you at 7:30 at the parkrun", [("at 7:30", "2026-03-10T19:30", "2026-03-10T19:31")]),
        (
            "we take a break 4:15 then back to it",
            [("4:15", "2026-03-10T16:15", "2026-03-10T16:16")],
        ),
        (
            "want to get home under 5:30 tonight",
            [
                ("5:30", "2026-03-10T17:30", "2026-03-10T17:31"),
                ("tonight", "2026-03-10T18:00", "2026-03-11T00:00"),
            ],
        ),
    ],
)
def test_times_of_day_stay(read, text, want) -> None:
    assert read(text, said=_SAID) == want
