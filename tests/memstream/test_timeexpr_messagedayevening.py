"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time
placed on the day its message names (timemessageday.py) takes the half of the day its
sentence tells, as one said with the day does ("dinner on saturday at 8" is 20:00, tests/data/
timeexpr.md, clock times without am/pm): "dinner after the gala on the 20th, table for 4 at
7:30" is 19:30 that day, not 07:30 (issue 21, round 43 part B). With no such word, the
daytime reading; with am/pm, as written."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "booked dinner for after the gala on the 20th, table for 4 at 7:30",
            "2026-03-02T09:00:00+00:00",
            [
                ("on the 20th", "2026-03-20T00:00", "2026-03-21T00:00"),
                ("at 7:30", "2026-03-20T19:30", "2026-03-20T19:31"),
            ],
        ),
        (
            "drinks on the 20th for her birthday, meeting there at 8",
            "2026-03-02T09:00:00+00:00",
            [
                ("on the 20th", "2026-03-20T00:00", "2026-03-21T00:00"),
                ("at 8", "2026-03-20T20:00", "2026-03-20T21:00"),
            ],
        ),
        # near misses: no word of the evening, the daytime; am/pm as written
        (
            "the audit is on the 20th, room 4 at 9:30",
            "2026-03-02T09:00:00+00:00",
            [
                ("on the 20th", "2026-03-20T00:00", "2026-03-21T00:00"),
                ("at 9:30", "2026-03-20T09:30", "2026-03-20T09:31"),
            ],
        ),
        (
            "dinner on the 20th, the taxi comes at 11am to take us to the hall",
            "2026-03-02T09:00:00+00:00",
            [
                ("on the 20th", "2026-03-20T00:00", "2026-03-21T00:00"),
                ("at 11am", "2026-03-20T11:00", "2026-03-20T12:00"),
            ],
        ),
    ],
)
def test_a_clock_time_on_the_message_day_takes_its_half_of_the_day(local, text, said, want) -> None:
    assert local(text, said) == want
