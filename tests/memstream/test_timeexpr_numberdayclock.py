"""Time expressions read whole (`resolve_times`), round 53's kind of a bare number right
before a day that has a clock time of its own ("mod 2 tmrw at 11:06"; tests/data/
timeexpr.md, counts and ordinals of things): the number is a thing's, and the day and its
clock time are the time, not the number read as a clock time that day. A number after a
word of a clock time, or before a day with no clock time, keeps its reading. Said on
Thursday 15 August 2024 at 19:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "unit 3 tomorrow at 10:45, wish me luck",
            [("tomorrow at 10:45", "2024-08-16T10:45", "2024-08-16T10:46")],
        ),
        (
            "quiz 4 monday at 9am and i haven't started",
            [("monday at 9am", "2024-08-19T09:00", "2024-08-19T10:00")],
        ),
        (
            "session 2 tonight at 8",
            [("tonight at 8", "2024-08-15T20:00", "2024-08-15T21:00")],
        ),
        # kept: a clock time after a word of one, a day with no clock time of its own
        (
            "meet at 3 tmrw",
            [("at 3 tmrw", "2024-08-16T15:00", "2024-08-16T16:00")],
        ),
        (
            "see you 2 tmrw",
            [("2 tmrw", "2024-08-16T14:00", "2024-08-16T15:00")],
        ),
    ],
)
def test_a_number_before_a_day_with_a_clock_time(read, text, want) -> None:
    assert read(text, said="2024-08-15T19:00") == want
