"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part C): a day or a clock time with "this year" after it in one match of Duckling's is two
times, the day and this year (memstream/encoders/times/timethisyear.py). New sentences, not
the batch's, and neighbours of each kind that keep their reading. Said in UTC at the time
each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the fair is sat at 10 this year, not sunday",
            "2027-03-02T09:00",
            [
                ("sat at 10", "2027-03-06T10:00", "2027-03-06T11:00"),
                ("this year", "2027-01-01T00:00", "2028-01-01T00:00"),
                ("sunday", "2027-03-07T00:00", "2027-03-08T00:00"),
            ],
        ),
        (
            "the parade is on the 14th this year",
            "2027-03-02T09:00",
            [
                ("on the 14th", "2027-03-14T00:00", "2027-03-15T00:00"),
                ("this year", "2027-01-01T00:00", "2028-01-01T00:00"),
            ],
        ),
        # near misses: a month this year is that month; a count before "this year" no day
        (
            "we're going back in june this year",
            "2027-03-02T09:00",
            [("june this year", "2027-06-01T00:00", "2027-07-01T00:00")],
        ),
        (
            "that's the 3rd time this year",
            "2027-03-02T09:00",
            [("this year", "2027-01-01T00:00", "2028-01-01T00:00")],
        ),
    ],
)
def test_a_day_and_this_year(read, text, said, want) -> None:
    assert read(text, said=said) == want
