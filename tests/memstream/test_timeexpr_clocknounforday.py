"""Time expressions read whole (`resolve_times`, the product's path): a clock time as a noun's
attribute, then "for" and a day ("the 4:15 appointment for friday", "the 9am slot for tmrw"):
on that day, as "9:15 mass sunday" is (timemessageday.py), not the nearest (issue 21, round
43 part B). A clock time with no noun after it ("set an alarm at 6 for tmrw") reads as it
did, by its own rules."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "can you ring the 4:15 appointment for friday and move it",
            "2026-02-10T12:00:00+00:00",
            [
                ("4:15", "2026-02-13T16:15", "2026-02-13T16:16"),
                ("friday", "2026-02-13T00:00", "2026-02-14T00:00"),
            ],
        ),
        (
            "someone cancelled the 9:30 booking for tmrw",
            "2026-02-10T12:00:00+00:00",
            [
                ("9:30", "2026-02-11T09:30", "2026-02-11T09:31"),
                ("tmrw", "2026-02-11T00:00", "2026-02-12T00:00"),
            ],
        ),
        # near miss: no noun between the clock time and "for"
        (
            "set an alarm at 6 for tmrw",
            "2026-02-10T12:00:00+00:00",
            [
                ("at 6", "2026-02-11T06:00", "2026-02-11T07:00"),
                ("tmrw", "2026-02-11T00:00", "2026-02-12T00:00"),
            ],
        ),
        # near misses: a clock time told with "at", then words and "for" a day: when one did
        # it, not the day the things are for (round 43 part B review)
        (
            "left at 9 with snacks for tmrw",
            "2026-08-07T21:10:00-04:00",
            [
                ("at 9", "2026-08-07T21:00", "2026-08-07T22:00"),
                ("tmrw", "2026-08-08T00:00", "2026-08-09T00:00"),
            ],
        ),
        (
            "got in at 8 with stuff for sunday",
            "2026-08-07T21:10:00-04:00",
            [
                ("at 8", "2026-08-07T20:00", "2026-08-07T21:00"),
                ("sunday", "2026-08-02T00:00", "2026-08-03T00:00"),
            ],
        ),
    ],
)
def test_a_clock_times_noun_for_a_day(local, text, said, want) -> None:
    assert local(text, said) == want
