"""Time expressions read whole (`resolve_times`), round 43's kind of a day at its lunch
(tests/data/timeexpr.md, parts of the day: morning, afternoon, evening, night; a meal is none
of them): the day, as "at lunchtime" was, not Duckling's 12:00-14:00; a meal alone is no
time, and a clock time beside the meal keeps its hour. Said on Monday 4 May 2026, 09:00
(UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("can we swap to wed at lunch", [("wed", "2026-05-06T00:00", "2026-05-07T00:00")]),
        ("team catch up thurs lunch", [("thurs", "2026-05-07T00:00", "2026-05-08T00:00")]),
        (
            "ill drop it off tomorrow around lunch",
            [("tomorrow", "2026-05-05T00:00", "2026-05-06T00:00")],
        ),
        # kept: a meal alone is no time; a clock time beside it keeps its hour
        ("grab me a sandwich at lunch", []),
        ("lunch at 1 on friday", [("at 1 on friday", "2026-05-08T13:00", "2026-05-08T14:00")]),
    ],
)
def test_a_day_at_lunch_is_the_day(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
