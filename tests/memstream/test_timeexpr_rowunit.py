"""Time expressions read whole (`resolve_times`), round 57's kind of an ordinal of a weekend
counted in a row where Duckling matches the unit alone ("4th | weekend on the bounce"): how
many times over, a count, no weekend (tests/data/timeexpr.md, not dates: ordinals of things)
(memstream/encoders/times/timeinarow.py). Near miss: "the 2nd weekend of april" is a date."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("working the 4th weekend on the bounce, knackered", []),
        ("2nd weekend in a row of rain", []),
        (
            "on till 6 today, 3rd weekend on the bounce",
            [("6 today", "2026-03-10T18:00", "2026-03-10T19:00")],
        ),
        # kept: a weekend of a month
        (
            "the 2nd weekend of april we're away",
            [("the 2nd weekend of april", "2026-04-11T00:00", "2026-04-13T00:00")],
        ),
    ],
)
def test_an_ordinal_weekend_in_a_row_is_a_count(read, text, want) -> None:
    assert read(text, said="2026-03-10T08:00") == want
