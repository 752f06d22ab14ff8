"""Time expressions read whole (`resolve_times`), round 56's kind of a deadline in a later
sentence after a day with hours of its own ("plumber confirmed thurs between 9 and 11, bill
is £200?? sink has to be empty by 8:30"; tests/data/timeexpr.md, "read against a date named
before it": a clock time in a later sentence about the same event is on that day): a step
of that day's schedule, at the reading nearest the day's hours, as after a day with a clock
time of its own ("mon at 6am ... penned by 5:45"). After a part of the day ("thurs morning")
the deadline keeps its own reading. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "plumber confirmed thurs between 9 and 11, bill is £200?? sink has to be empty by 8:30",
            [
                ("thurs between 9 and 11", "2026-05-07T09:00", "2026-05-07T11:00"),
                ("8:30", "2026-05-07T08:30", "2026-05-07T08:31"),
            ],
        ),
        # kept: a part of the day is no hours of its own
        (
            "plumber confirmed thurs morning, bill is £200?? sink has to be empty by 8:30",
            [
                ("thurs morning", "2026-05-07T00:00", "2026-05-07T12:00"),
                ("8:30", "2026-05-04T20:30", "2026-05-04T20:31"),
            ],
        ),
        # review: the reading nearest the hours, before their start or after their end
        (
            "sat 10-4 is the fair. gazebos down by 5",
            [
                ("sat 10-4", "2026-05-09T10:00", "2026-05-09T16:00"),
                ("by 5", "2026-05-09T17:00", "2026-05-09T18:00"),
            ],
        ),
        (
            "shift is fri 9-5. need to be home by 6 for the kids",
            [
                ("fri 9-5", "2026-05-08T09:00", "2026-05-08T17:00"),
                ("by 6", "2026-05-08T18:00", "2026-05-08T19:00"),
            ],
        ),
        (
            "interview fri 10-11. need the suit ironed by 9",
            [
                ("fri 10-11", "2026-05-08T10:00", "2026-05-08T11:00"),
                ("by 9", "2026-05-08T09:00", "2026-05-08T10:00"),
            ],
        ),
    ],
)
def test_a_deadline_after_a_days_hours(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
