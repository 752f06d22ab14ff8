"""Time expressions read whole (`resolve_times`), round 53's kind of a bare number right
before a day that has a clock time of its own ("mod 2 tmrw at 11:06"; tests/data/
timeexpr.md, counts and ordinals of things): the number is a thing's, and the day and its
clock time are the time, not the number read as a clock time that day. A number after a
word of a clock time, before a day with no clock time, or before a clock time that counts or
prices a thing ("at 8 people", "at 2 for 1"), keeps its reading. Said on Thursday 15 August
2024 at 19:00 (UTC)."""

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
        # kept (review): the number after "at" counts or prices a thing
        (
            "dinner 7 saturday at 8 people max",
            [("7 saturday", "2024-08-17T19:00", "2024-08-17T20:00")],
        ),
        (
            "bbq 4 sunday at 12 people so far",
            [("4 sunday", "2024-08-18T16:00", "2024-08-18T17:00")],
        ),
        (
            "brunch 11 sunday at 3 of us confirmed",
            [("11 sunday", "2024-08-18T11:00", "2024-08-18T12:00")],
        ),
        (
            "drinks 6 friday at 2 for 1, u in?",
            [("6 friday", "2024-08-16T18:00", "2024-08-16T19:00")],
        ),
        (
            "lunch 1 saturday at 5 guests tops",
            [("1 saturday", "2024-08-17T13:00", "2024-08-17T14:00")],
        ),
        # review of round 53: a clock time with am/pm counts and prices nothing
        (
            "table 6 sat at 8pm for 4",
            [("sat at 8pm", "2024-08-17T20:00", "2024-08-17T21:00")],
        ),
        (
            "booth 2 fri at 7pm people r already asking",
            [("fri at 7pm", "2024-08-16T19:00", "2024-08-16T20:00")],
        ),
        # a place after the clock time is no count
        (
            "party of 8 friday at 9pm under tom",
            [("friday at 9pm", "2024-08-16T21:00", "2024-08-16T22:00")],
        ),
    ],
)
def test_a_number_before_a_day_with_a_clock_time(read, text, want) -> None:
    assert read(text, said="2024-08-15T19:00") == want
