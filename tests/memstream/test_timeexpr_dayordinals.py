"""Time expressions read whole (`resolve_times`, the product's path): days of the month
listed apart ("the 4th, 11th and 18th"), each its own date, the kind of case of blind
batches 50-52's misses (round 42 part B; tests/data/timeexpr.md: two days apart joined by
"and" are two dates). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # apart: each day a date, the later ones as written
        (
            "I'm on lates the 4th, 11th and 18th",
            [
                ("the 4th", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("11th", "2027-03-11T00:00", "2027-03-12T00:00"),
                ("18th", "2027-03-18T00:00", "2027-03-19T00:00"),
            ],
        ),
        (
            "she's off on the 9th and 23rd",
            [
                ("the 9th", "2027-03-09T00:00", "2027-03-10T00:00"),
                ("23rd", "2027-03-23T00:00", "2027-03-24T00:00"),
            ],
        ),
        (
            "bins go out the 6th & 20th of april",
            [
                ("the 6th", "2027-04-06T00:00", "2027-04-07T00:00"),
                ("20th", "2027-04-20T00:00", "2027-04-21T00:00"),
            ],
        ),
        # neighbours: days in a row are one span; places and a noun's ordinals are no dates
        (
            "the shop is closed the 8th and 9th",
            [("the 8th and 9th", "2027-03-08T00:00", "2027-03-10T00:00")],
        ),
        ("she came 1st, 4th and 2nd", []),
        ("the 2nd and 5th place went to us", []),
    ],
)
def test_days_of_the_month_listed_apart(read, text, want) -> None:
    assert read(text, said=SAID) == want
