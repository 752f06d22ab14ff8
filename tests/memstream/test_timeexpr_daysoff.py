"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
days off (tests/data/timeexpr.md, ranges: two days of the month in a row joined by "and"
are one span): "off" after "the 20th and 21st" makes them days off, as "take the 23rd off"
is, not a noun's modifier ("the 1st and 2nd place"); they were dropped. And a month named
as what a rota or plan is for ("shift plan for june is up, i've got the 6th and 7th off")
names the month of the days after it. New sentences, and ones of a neighbouring kind that
keep their reading. Said on Tuesday 31 March 2026 (UTC)."""

from __future__ import annotations

import pytest

_TUESDAY = "2026-03-31T07:50"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i've got the 20th and 21st off for the wedding",
            [("the 20th and 21st", "2026-04-20T00:00", "2026-04-22T00:00")],
        ),
        (
            "shift plan for june is up, i've got the 6th and 7th off",
            [
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
                ("the 6th and 7th", "2026-06-06T00:00", "2026-06-08T00:00"),
            ],
        ),
        (
            "rota for june is out, i've got the 10th off",
            [
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
                ("the 10th", "2026-06-10T00:00", "2026-06-11T00:00"),
            ],
        ),
        # kept: off a list, a place; a month a thing is for, or something happened in
        ("took the 2nd and 3rd off the list", []),
        ("the 1st and 2nd place finishers", []),
        (
            "booked flights for july, paid for them on the 3rd",
            [
                ("july", "2026-07-01T00:00", "2026-08-01T00:00"),
                ("on the 3rd", "2026-04-03T00:00", "2026-04-04T00:00"),
            ],
        ),
        (
            "in march I started the new job, payday is the 25th",
            [
                ("in march", "2026-03-01T00:00", "2026-04-01T00:00"),
                ("the 25th", "2026-04-25T00:00", "2026-04-26T00:00"),
            ],
        ),
    ],
)
def test_days_off_in_the_month_named(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want
