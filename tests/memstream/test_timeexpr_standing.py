"""Time expressions read whole (`resolve_times`), round 48's kind of weekdays that are a
standing weekly slot or a kind of day (tests/data/timeexpr.md, "Not dates": habits and kinds
of days): weekdays joined before "for" a number of weeks ("mon + wed 6:30pm for 8 weeks"),
a weekday that is the other side of "a" weekday ("a saturday instead of fri"), and a range
of clock times after a range of days ("from friday to sunday, open 10am-6pm"). Near misses
keep their times: one weekday before "for 2 weeks" (the start of the stretch), a time of its
own after the slots ("starting next week"), one clock time or a sentence of its own after
the range of days. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # weekly slots for a number of weeks: no date
        ("spin class mon + wed 6:30pm for 8 weeks, £90", []),
        # ... and the stretch they run over, where it is one (round 48 part E review)
        (
            "mon and wed 7pm for the next 4 weeks",
            [("next 4 weeks", "2026-05-11T00:00", "2026-06-08T00:00")],
        ),
        (
            "mon/wed/fri for the next 3 weeks i'm at the clinic",
            [("next 3 weeks", "2026-05-11T00:00", "2026-06-01T00:00")],
        ),
        (
            "pottery tues and thurs at 7 for six weeks starting next week",
            [("next week", "2026-05-11T00:00", "2026-05-18T00:00")],
        ),
        # a kind of day on both sides
        ("can we do a saturday instead of fri? cheaper", []),
        ("let's book a thursday rather than wed", []),
        # the hours of each day of a range: the range alone
        (
            "the fair runs from friday to sunday, open 10am-6pm",
            [("from friday to sunday", "2026-05-08T00:00", "2026-05-11T00:00")],
        ),
        (
            "covering the desk from the 11th to the 15th, long days 8am-8pm",
            [("from the 11th to the 15th", "2026-05-11T00:00", "2026-05-16T00:00")],
        ),
        # near misses: times
        (
            "away from the 3rd to the 9th, call me at 5pm",
            [
                ("from the 3rd to the 9th", "2026-05-03T00:00", "2026-05-10T00:00"),
                ("at 5pm", "2026-05-04T17:00", "2026-05-04T18:00"),
            ],
        ),
        (
            "away from the 3rd to the 9th. drinks 7-9pm?",
            [
                ("from the 3rd to the 9th", "2026-05-03T00:00", "2026-05-10T00:00"),
                ("7-9pm", "2026-05-04T19:00", "2026-05-04T21:00"),
            ],
        ),
        (
            "practice moved from the 11th to the 13th, 6pm-8pm",
            [
                ("the 11th", "2026-05-11T00:00", "2026-05-12T00:00"),
                ("the 13th", "2026-05-13T00:00", "2026-05-14T00:00"),
                ("6pm-8pm", "2026-05-13T18:00", "2026-05-13T20:00"),
            ],
        ),
        # near misses: days
        (
            "i'm off to spain friday for 2 weeks",
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "moved it to sunday instead of sat",
            [("sunday", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
    ],
)
def test_weekdays_that_are_a_standing_slot_or_a_kind(read, text, want) -> None:
    assert read(text) == want
