"""Time expressions read whole (`resolve_times`), round 43's kind of a part of today and
"by" a clock time ("bring it tonight by 10:30", said in the evening; tests/data/timeexpr.md,
ranges: "by X" is X): the clock time on that part of the day, as "tonight at 10:30" is, not
Duckling's open interval from the moment it was said. "Tomorrow by 10:30" keeps its reading.
Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "can u drop the keys off tonight by 9:45",
            "2026-05-04T20:30",
            [("tonight by 9:45", "2026-05-04T21:45", "2026-05-04T21:46")],
        ),
        (
            "need the cake back tonight by 11",
            "2026-05-04T19:10",
            [("tonight by 11", "2026-05-04T23:00", "2026-05-05T00:00")],
        ),
        (
            "drop the keys off tonight by 9:45",
            "2026-05-04T14:00",
            [("tonight by 9:45", "2026-05-04T21:45", "2026-05-04T21:46")],
        ),
        # kept: a named day and "by" a clock time
        (
            "need the cake back tomorrow by 10:30",
            "2026-05-04T20:30",
            [("tomorrow by 10:30", "2026-05-05T10:30", "2026-05-05T10:31")],
        ),
        # kept: a margin is how much, tonight the evening (round 43 part E review)
        (
            "we won tonight by 3",
            "2026-05-04T22:30",
            [("tonight by 3", "2026-05-04T22:30", "2026-05-05T00:00")],
        ),
        (
            "lakers lost tonight by 12",
            "2026-05-04T22:30",
            [("tonight by 12", "2026-05-04T22:30", "2026-05-05T00:00")],
        ),
    ],
)
def test_tonight_by_a_clock_is_that_time(read, text, said, want) -> None:
    assert read(text, said=said) == want
