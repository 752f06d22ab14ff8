"""Time expressions read whole (`resolve_times`), round 39's kind of "N days after that" (and
"the week after that") at the end of a clause: that far from the date named before it, as
"N days after" is (tests/data/timeexpr.md, read against a date named before it); "that"
before a noun ("2 days after that email") is the noun's and names no date. Said on Monday 4
May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the scan is on the 12th at 2:15, results come 5 days after that.",
            [
                ("on the 12th at 2:15", "2026-05-12T14:15", "2026-05-12T14:16"),
                ("5 days after that", "2026-05-17T00:00", "2026-05-18T00:00"),
            ],
        ),
        (
            "we move on the 22nd and the housewarming is the week after that",
            [
                ("on the 22nd", "2026-05-22T00:00", "2026-05-23T00:00"),
                ("the week after that", "2026-05-25T00:00", "2026-06-01T00:00"),
            ],
        ),
        # kept: "that" is a noun's
        (
            "the scan is on the 12th and 2 days after that letter came",
            [("on the 12th", "2026-05-12T00:00", "2026-05-13T00:00")],
        ),
    ],
)
def test_after_that(read, text, want) -> None:
    assert read(text) == want
