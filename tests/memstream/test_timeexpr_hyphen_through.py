"""Time expressions read whole (`resolve_times`), by kind (round 25): "through" glued to a
word by a hyphen ("a run-through", "the walk-thru") is part of a noun, no preposition
(memstream/encoders/times/timeglued.py)."""

from __future__ import annotations

import pytest


# Kind: a rehearsal named "run-through"/"walk-thru" before a day and a clock time: the day
# and the clock, not a stretch up to them from the first year; with a holiday after
# "before", the day before it (tests/data/timeexpr.md); near variants keep theirs: "through
# X" as a preposition is X, a range of weekdays joined by it stays a range
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "panto run-through sat 11am before boxing day",
            "2026-12-09T12:00",  # a Wednesday
            [
                ("sat 11am", "2026-12-19T11:00", "2026-12-19T12:00"),
                ("boxing day", "2026-12-26T00:00", "2026-12-27T00:00"),
            ],
        ),
        (
            "fire drill walk-thru fri 9am",
            "2026-12-09T12:00",
            [("fri 9am", "2026-12-11T09:00", "2026-12-11T10:00")],
        ),
        (
            "the pop-up runs through sunday",
            "2026-12-09T12:00",
            [("sunday", "2026-12-13T00:00", "2026-12-14T00:00")],
        ),
        (
            "the hall is booked tue through thu",
            "2026-12-09T12:00",
            [("tue through thu", "2026-12-08T00:00", "2026-12-11T00:00")],
        ),
    ],
)
def test_through_glued_by_a_hyphen_is_no_preposition(read, text, said, want) -> None:
    assert read(text, said) == want
