"""Time expressions read whole (`resolve_times`), batch 42's kind of a day traded away
("swapped my thursday for sophie's late"; tests/data/timeexpr.md, "a recurring mention":
planned, the next one): one swaps a day not yet had, so the day is ahead though "swapped"
is past; a day on which something was swapped ("we swapped shifts on thursday") is the
past. Said on Monday 12 January 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-01-12T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "swapped my saturday for an early so i can make the gig",
            _MONDAY,
            [("saturday", "2026-01-17T00:00", "2026-01-18T00:00")],
        ),
        (
            "traded my friday with dev, owe him a pint",
            _MONDAY,
            [("friday", "2026-01-16T00:00", "2026-01-17T00:00")],
        ),
        # kept: the day the swap was made
        (
            "we swapped desks on thursday and it was chaos",
            _MONDAY,
            [("on thursday", "2026-01-08T00:00", "2026-01-09T00:00")],
        ),
        # review: kept, a swap the rest of the sentence reports as past
        (
            "swapped my sunday for a lie in and it was glorious",
            _MONDAY,
            [
                ("sunday", "2026-01-11T00:00", "2026-01-12T00:00"),
            ],
        ),
        (
            "traded my weekend for overtime, made £300",
            _MONDAY,
            [
                ("weekend", "2026-01-10T00:00", "2026-01-12T00:00"),
            ],
        ),
        (
            "swapped my friday with kat last month and she still hasn't paid me back",
            _MONDAY,
            [
                ("friday", "2026-01-09T00:00", "2026-01-10T00:00"),
                ("last month", "2025-12-01T00:00", "2026-01-01T00:00"),
            ],
        ),
        # review: ahead, what follows tells nothing past
        (
            "swapped our weekend with the other team, we're on next",
            _MONDAY,
            [
                ("weekend", "2026-01-17T00:00", "2026-01-19T00:00"),
            ],
        ),
    ],
)
def test_a_day_traded_away(read, text, said, want) -> None:
    assert read(text, said=said) == want
