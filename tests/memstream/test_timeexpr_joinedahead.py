"""Time expressions read whole (`resolve_times`), by kind (round 43 part C): a weekday joined
by "and"/"or" to a day with one reading ("tmrw and fri", "yesterday and sunday") is told in
the same direction, ahead or past as that day lies from the moment it is said, not in the
tense of the verb before both (memstream/encoders/times/tensejoined.py). After "today",
which holds the moment, the weekday keeps its old reading."""

from __future__ import annotations

import pytest

TUESDAY = "2026-03-10T19:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my sub called in sick for tmrw and fri",
            [
                ("tmrw", "2026-03-11T00:00", "2026-03-12T00:00"),
                ("fri", "2026-03-13T00:00", "2026-03-14T00:00"),
            ],
        ),
        (
            "the gym was shut yesterday and saturday",
            [
                ("yesterday", "2026-03-09T00:00", "2026-03-10T00:00"),
                ("saturday", "2026-03-07T00:00", "2026-03-08T00:00"),
            ],
        ),
        # a neighbour that keeps its old reading
        (
            "i called in sick today and thurs",
            [
                ("today", "2026-03-10T00:00", "2026-03-11T00:00"),
                ("thurs", "2026-03-05T00:00", "2026-03-06T00:00"),
            ],
        ),
        # a part of today already over holds no direction: the verb tells (review of part C)
        (
            "i have calls this morning and thursday",
            [
                ("this morning", "2026-03-10T00:00", "2026-03-10T12:00"),
                ("thursday", "2026-03-12T00:00", "2026-03-13T00:00"),
            ],
        ),
        (
            "im on shift this morning and friday 😩",
            [
                ("this morning", "2026-03-10T00:00", "2026-03-10T12:00"),
                ("friday", "2026-03-13T00:00", "2026-03-14T00:00"),
            ],
        ),
    ],
)
def test_a_weekday_joined_to_a_fixed_day_goes_its_way(read, text, want) -> None:
    assert read(text, TUESDAY) == want
