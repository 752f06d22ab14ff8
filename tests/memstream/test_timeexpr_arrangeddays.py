"""Time expressions read whole (`resolve_times`, the product's path): a bare range of days of
the month before a word of arranging ("cabin 11th-14th booked"): the days, as after "booked
for", the kind of case of blind batches 71-73's misses (round 49 part E;
tests/data/timeexpr.md, "ranges"). New sentences, not the batch's, and neighbours that keep
their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "cabin in the lakes 11th-14th booked!",
            [("11th-14th", "2027-03-11T00:00", "2027-03-15T00:00")],
        ),
        (
            "hotel 20th-24th confirmed",
            [("20th-24th", "2027-03-20T00:00", "2027-03-25T00:00")],
        ),
        # neighbours: places in a race, or ranks
        ("she came 2nd-4th in every heat", []),
        ("we finished 5th-7th most seasons", []),
    ],
)
def test_a_range_of_days_before_a_word_of_arranging(read, text, want) -> None:
    assert read(text, said=SAID) == want
