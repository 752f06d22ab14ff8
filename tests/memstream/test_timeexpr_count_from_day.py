"""Time expressions read whole (`resolve_times`), round 56's kind of a count right before
"from" a day ("the 8 from last friday were great", "rota moved to 2-8 from next fri"): a
number after "the" or a hyphen is no clock time (tests/data/timeexpr.md, "Not dates":
counts), so only the day is read. Near misses keep their reading: a number after a word of
opening hours ("open 9 from monday"). Said on Monday 12 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-10-12T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the 8 from last friday were great",
            [("last friday", "2026-10-09T00:00", "2026-10-10T00:00")],
        ),
        (
            "the 6 from sunday's session were brilliant",
            [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")],
        ),
        ("rota moved to 2-8 from next fri", [("next fri", "2026-10-23T00:00", "2026-10-24T00:00")]),
        # kept: a clock time from a day
        ("open 9 from monday", [("9 from monday", "2026-10-19T09:00", "2026-10-20T00:00")]),
    ],
)
def test_a_count_before_from_a_day_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
