"""Time expressions read whole (`resolve_times`, the product's path): a clock time told as
past and a day after it in a clause of its own, opened by "so" or "because" ("the shop
closed at 9 so tomorrow it is", said at 21:20), is not on that day: the clock time is read
in its own tense (tests/data/timeexpr.md, the nearest reading in the sentence's tense;
timemessageday.py) (issue 21, round 46 part E). A noun between a clock time and the day
("the 10:15 mass sunday"), a clause of a condition or a time ("at noon when friday comes
around"), or "so" before a day told as past ("the bus came at 8:15 so monday went fine")
still puts it on the day (round 46 part E review)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the post office shut at 8 so monday it is",
            "2026-02-10T20:40:00+00:00",
            [
                ("at 8", "2026-02-10T20:00", "2026-02-10T21:00"),
                ("monday", "2026-02-16T00:00", "2026-02-17T00:00"),
            ],
        ),
        (
            "pharmacy closed at 6 cuz tomorrow is a bank holiday",
            "2026-02-10T20:40:00+00:00",
            [
                ("at 6", "2026-02-10T18:00", "2026-02-10T19:00"),
                ("tomorrow", "2026-02-11T00:00", "2026-02-12T00:00"),
            ],
        ),
        (
            "hardware store closed at 9 so tmrw it is",
            "2026-02-10T21:21:00+00:00",
            [
                ("at 9", "2026-02-10T21:00", "2026-02-10T22:00"),
                ("tmrw", "2026-02-11T00:00", "2026-02-12T00:00"),
            ],
        ),
        # near misses: a clause of a condition or a time tells the clock time's day; "so"
        # before a day told as past, what came of that day's clock time
        (
            "meet at noon when friday comes around",
            "2026-02-10T06:45:00-07:00",
            [
                ("at noon", "2026-02-13T12:00", "2026-02-13T13:00"),
                ("friday", "2026-02-13T00:00", "2026-02-14T00:00"),
            ],
        ),
        (
            "ok 3:30 if thursday still works",
            "2026-02-10T06:45:00-07:00",
            [
                ("3:30", "2026-02-12T15:30", "2026-02-12T15:31"),
                ("thursday", "2026-02-12T00:00", "2026-02-13T00:00"),
            ],
        ),
        (
            "we left at 3 while sunday traffic was light",
            "2026-02-14T21:21:00+00:00",
            [("at 3", "2026-02-08T15:00", "2026-02-08T16:00")],
        ),
        (
            "the bus came at 8:15 so monday went fine",
            "2026-02-14T21:21:00+00:00",
            [
                ("at 8:15", "2026-02-09T08:15", "2026-02-09T08:16"),
                ("monday", "2026-02-09T00:00", "2026-02-10T00:00"),
            ],
        ),
        # near miss: a noun between the clock time and the day
        (
            "the 10:15 mass sunday",
            "2026-02-10T20:40:00+00:00",
            [
                ("10:15", "2026-02-15T10:15", "2026-02-15T10:16"),
                ("sunday", "2026-02-15T00:00", "2026-02-16T00:00"),
            ],
        ),
    ],
)
def test_a_clock_time_before_a_clause_of_its_own_keeps_its_tense(local, text, said, want) -> None:
    assert local(text, said) == want
