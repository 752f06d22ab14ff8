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
        # review: a measure or a length of time now is the moment's; a count of people now
        # is the plan's
        (
            "the hike is sat, its now 95 degrees out so im staying in till 6",
            [
                ("sat", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("6", "2026-05-04T18:00", "2026-05-04T19:00"),
            ],
        ),
        (
            "game's on fri. 2 hours now on hold with the airline, call back at 8",
            [
                ("on fri", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("at 8", "2026-05-04T20:00", "2026-05-04T21:00"),
            ],
        ),
        (
            "dinner is sun, 12 people now, table at 7:30pm",
            [
                ("sun", "2026-05-10T00:00", "2026-05-11T00:00"),
                ("at 7:30pm", "2026-05-10T19:30", "2026-05-10T19:31"),
            ],
        ),
    ],
)
def test_now_before_a_figure(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
