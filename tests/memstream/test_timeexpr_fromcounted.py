"""Time expressions read whole (`resolve_times`, the product's path): a thing with a count in
its noun phrase dating "from" a day of the month ("my 6 hrs overtime from the 20th", "our 2
parcels from the 3rd"): where the thing dates from, gone by, as "the receipt from jan 5" is,
the kind of case of blind batches 92-94's misses (round 56 part C; tests/data/timeexpr.md,
ranges: "from X" with no end is the origin of something). New sentences, not the batch's,
and neighbours that keep their reading. Said on Monday 4 May 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my wage slip is missing my 6 hrs overtime from the 20th",
            [("the 20th", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "still waiting on our 2 parcels from the 3rd",
            [("the 3rd", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        # neighbours: what runs from a day on, ahead, and a number that names a thing
        (
            "the boss says i'm on the 36 route from june",
            [("june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        (
            "my 3 weeks off from the 20th are approved",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
    ],
)
def test_a_counted_thing_from_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "our 3 nights from the 14th are booked, can't wait",
            [("the 14th", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
        ("our 2 rooms from june 1 are paid", [("june 1", "2026-06-01T00:00", "2026-06-02T00:00")]),
        (
            "i'm driving my 36 route from september",
            [("september", "2026-09-01T00:00", "2026-10-01T00:00")],
        ),
        (
            "our 2 bags from the 3rd still missing",
            [("the 3rd", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
    ],
)
def test_a_count_of_what_is_booked_is_ahead(read, text, want) -> None:
    """A count keeps a thing dated only for records counted ("my 6 hrs overtime", "our 2
    bags"); a count of what is booked, or a number naming the thing, runs from the day on
    (round 56 follow-up C, review)."""
    assert read(text, said=SAID) == want
