"""Time expressions read whole (`resolve_times`, the product's path): "up to X" and "on
till X", which Duckling reads as a span open back to the beginning of time, are X, as "until
X" is (tests/data/timeexpr.md, ranges), the kind of case of blind batch 35 and 36's misses in
round 37. New sentences, not the batch's, and neighbours that keep their reading. Said in UTC
at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "up to" a date: that date
        (
            "expenses up to thurs 11 march need receipts",
            "2027-03-08T10:00",
            [("thurs 11 march", "2027-03-11T00:00", "2027-03-12T00:00")],
        ),
        (
            "we stayed up to 3am",
            "2027-03-08T10:00",
            [("3am", "2027-03-08T03:00", "2027-03-08T04:00")],
        ),
        # "on till"/"on until" a date: a stretch that ends there, the date
        (
            "the expo is on until the 20th",
            "2027-03-08T10:00",
            [("the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
        (
            "the lights are on till april 2, worth a look",
            "2027-03-08T10:00",
            [("april 2", "2027-04-02T00:00", "2027-04-03T00:00")],
        ),
        # "up to" a count stays no time
        ("kids up to 12 go free", "2027-03-08T10:00", []),
    ],
)
def test_up_to_and_on_till(read, text, said, want) -> None:
    assert read(text, said=said) == want
