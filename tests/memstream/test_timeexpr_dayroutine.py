"""Time expressions read whole (`resolve_times`), batch 34's kind of a day of the month
before a part of the day's routine ("could we do the 29th after work?"; tests/data/
timeexpr.md, "a day of the month"): the day, with no month, as "on the 29th" is. An
ordinal of a place or a floor stays none. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "could we do the 14th after school?",
            [("the 14th", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
        (
            "let's try the 22nd after work, drinks on me",
            [("the 22nd", "2026-05-22T00:00", "2026-05-23T00:00")],
        ),
        # kept: a place in a race, a floor
        ("he finished 5th after the crash", []),
        ("the 14th floor after the lift broke", []),
    ],
)
def test_a_day_of_the_month_before_a_part_of_the_routine(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
