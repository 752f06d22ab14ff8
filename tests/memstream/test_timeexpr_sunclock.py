"""Time expressions read whole (`resolve_times`), round 43's kind of "sun" after a verb of a
first or last day and before "at" a clock time ("voting ends sun at 4"; tests/data/timeexpr.md,
not dates: a weekday cut short that is a word is a day after a word that introduces one,
and a clock time on a named day is its daytime reading): the day and its hour. The sun's
"sun" with no clock time after it stays no time. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the raffle closes sun at 5, get ur tickets",
            [("sun at 5", "2026-05-10T17:00", "2026-05-10T18:00")],
        ),
        ("pool opens sun at 10am", [("sun at 10am", "2026-05-10T10:00", "2026-05-10T11:00")]),
        # kept: the sun's "sun"
        ("the storm ends sun comes out later", []),
        ("when the rain ends the sun at 4 is gorgeous", []),
        ("rain ends sun at 4 according to the forecast", []),
        ("when the storm ends sun at 3 they said", []),
    ],
)
def test_sun_at_a_clock_after_a_last_day_verb(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
