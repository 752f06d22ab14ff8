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
    ],
)
def test_a_deadline_after_a_days_hours(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
