"""Time expressions read whole (`resolve_times`, the product's path), batch 18's kinds of a
clock time joined to the date before it (tests/data/timeexpr.md, "read against a date named
before it" and "ranges"): a range of clock times marked as such (am/pm, a colon) after a
date and a comma is one span on that date; a clock time in the next step of a plan after
"then" is on the day of the dated clock time before it, after it. New sentences of each
kind, and ones of a neighbouring kind that keep their reading. Said on Monday 4 May 2026
(UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "pottery class on may 14, 6-8:30pm, bring an apron",
            [("on may 14, 6-8:30pm", "2026-05-14T18:00", "2026-05-14T20:30")],
        ),
        (
            "the tasting got moved from may 9 to may 16, 2-4pm",
            [
                ("may 9", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("may 16, 2-4pm", "2026-05-16T14:00", "2026-05-16T16:00"),
            ],
        ),
        (
            "open house saturday, 10:30-12, no need to book",
            [("saturday, 10:30-12", "2026-05-09T10:30", "2026-05-09T12:00")],
        ),
    ],
)
def test_a_marked_clock_range_after_a_date_and_a_comma_is_on_that_date(read, text, want) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "vet on the 8th at 9, then the dog's grooming at 10:45",
            [
                ("on the 8th at 9", "2026-05-08T09:00", "2026-05-08T10:00"),
                ("at 10:45", "2026-05-08T10:45", "2026-05-08T10:46"),
            ],
        ),
        (
            "we called the office on friday at 9, then again at 4:15",
            [
                ("on friday at 9", "2026-05-01T09:00", "2026-05-01T10:00"),
                ("at 4:15", "2026-05-01T16:15", "2026-05-01T16:16"),
            ],
        ),
        # kept: a message to someone after "then" is the nearest time, not the day's
        (
            "dentist on the 8th at 10, then call me at 5",
            [
                ("on the 8th at 10", "2026-05-08T10:00", "2026-05-08T11:00"),
                ("at 5", "2026-05-04T17:00", "2026-05-04T18:00"),
            ],
        ),
    ],
)
def test_a_clock_time_after_then_is_on_the_dated_clock_times_day(read, text, want) -> None:
    assert read(text) == want
