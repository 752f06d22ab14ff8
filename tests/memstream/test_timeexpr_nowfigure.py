"""Time expressions read whole (`resolve_times`), round 56's kind of "now" before a figure in
the sentence of a planned day ("the reunion on the 16th is now 70 people not 55, so the
buffet opens 1:30"; tests/data/timeexpr.md, "read against a date named before it"): the
plan's change of a number, no word of the moment, so the clock time after it stays on the
day. "now" that tells the moment ("we're now at the venue") still ends the day's say. Said on
Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the reunion on the 16th is now 70 people not 55, so the buffet opens 1:30",
            [
                ("on the 16th", "2026-05-16T00:00", "2026-05-17T00:00"),
                ("1:30", "2026-05-16T13:30", "2026-05-16T13:31"),
            ],
        ),
        # kept: "now" of the moment
        (
            "the reunion on the 16th, we're now at the venue so the buffet opens 1:30",
            [
                ("on the 16th", "2026-05-16T00:00", "2026-05-17T00:00"),
                ("1:30", "2026-05-04T13:30", "2026-05-04T13:31"),
            ],
        ),
    ],
)
def test_now_before_a_figure(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
