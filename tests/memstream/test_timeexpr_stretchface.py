"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batches 50-51's misses of a habit told as a stretch of doing it and of what a stuck
clock shows (tests/data/timeexpr.md, "Not dates": habits, counts and measures). New
sentences, not the batch's, and neighbours of each kind that keep their reading. Said on
Monday 4 May 2026, 09:00 UTC."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        # a stretch of years of doing a thing at a clock time: the habit's time
        "20 years of opening the shop at 7 and now he's retiring",
        "all those months of feeding her at 3am paid off",
        # what a stuck clock's face shows
        "the kitchen clock is stuck at half 2 again",
        "grandad's pocket watch is frozen at 9:40",
    ],
)
def test_stretch_habit_or_clock_face_is_no_time(read, text) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "after 5 years of saving we bought the flat on friday",
            [("on friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "the bus got stuck at 5 near the bridge",
            [("at 5", "2026-05-04T05:00", "2026-05-04T06:00")],
        ),
        ("my watch died at 3am", [("at 3am", "2026-05-04T03:00", "2026-05-04T04:00")]),
        # "hands" or "watch" that is no clock's face named before "stuck": the time stays
        (
            "all hands is stuck at 10 on monday ugh",
            [("at 10 on monday", "2026-05-11T10:00", "2026-05-11T11:00")],
        ),
        (
            "gonna watch the game, we're stuck at 6 tonight at the office",
            [("at 6 tonight", "2026-05-04T18:00", "2026-05-04T19:00")],
        ),
        (
            "hands on deck, stuck at 9 tomorrow for inventory",
            [("at 9 tomorrow", "2026-05-05T09:00", "2026-05-05T10:00")],
        ),
    ],
)
def test_neighbours_keep_their_time(read, text, want) -> None:
    assert read(text) == want
