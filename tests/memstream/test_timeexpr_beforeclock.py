"""Time expressions read whole (`resolve_times`), round 36's kind of "before" a bare clock
time ("lanes are free before 9"; tests/data/timeexpr.md: "before" a clock time is the span
up to it): within its day, from the midnight that starts it, not open back to year 1 (which
would hold every earlier day). "Before" a day stays that day, "by"/"till"/"after" a clock
time its hour. A clock time run on from ("open from 8 till late") runs to the end of its
day, not to the year 9999; "from tonight on", no clock time, stays open. Said on Monday 4
May 2026 at 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("get the bins out before 7", [("before 7", "2026-05-04T00:00", "2026-05-04T19:00")]),
        ("no deliveries before 8am pls", [("before 8am", "2026-05-05T00:00", "2026-05-05T08:00")]),
        ("home before midnight!", [("before midnight", "2026-05-04T00:00", "2026-05-05T00:00")]),
        (
            "the form has to be in before 16:00",
            [("before 16:00", "2026-05-04T00:00", "2026-05-04T16:00")],
        ),
        (
            "delivery sat before 9am only",
            [("sat before 9am", "2026-05-09T00:00", "2026-05-09T09:00")],
        ),
        ("ring anytime before 4", [("anytime before 4", "2026-05-04T00:00", "2026-05-04T16:00")]),
        # a clock time run on from: to the end of its day
        (
            "the bar's open from 8 till late",
            [("from 8", "2026-05-04T20:00", "2026-05-05T00:00")],
        ),
        ("free from 9:30 onwards", [("from 9:30", "2026-05-04T09:30", "2026-05-05T00:00")]),
        # kept: "before" a day, "by"/"after" a clock time
        (
            "return the drill before the 20th",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        ("home by 6", [("by 6", "2026-05-04T18:00", "2026-05-04T19:00")]),
        ("parking's free after 6", [("after 6", "2026-05-04T18:00", "2026-05-04T19:00")]),
        ("no sugar from tonight on", [("from tonight", "2026-05-04T18:00", "9999-12-31T23:59")]),
    ],
)
def test_before_a_clock_time(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
