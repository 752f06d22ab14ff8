"""Time expressions read whole (`resolve_times`, the product's path): a length told beside a
day, no time of its own (round 43 part A; tests/data/timeexpr.md, "not dates": durations
without an anchor): a range of numbers before a unit ("sent it friday, 5-7 business days"),
a count of days before "starting X" ("closed for 10 days starting monday": X). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
FRI = ("2027-02-26T00:00", "2027-02-27T00:00")
MON = ("2027-03-08T00:00", "2027-03-09T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("sent the form friday, 5-7 business days apparently", [("friday", *FRI)]),
        ("posted it friday, 2-3 weeks for delivery", [("friday", *FRI)]),
        ("the visa takes 6-8 weeks", []),
        # neighbours: hours right after a day, with no unit after them
        # a month's days before a unit (round 43 part A review)
        (
            "i'm off june 10-15 days of freedom lol",
            [("june 10-15", "2027-06-10T00:00", "2027-06-16T00:00")],
        ),
        ("the viewing is sat 2-4", [("sat 2-4", "2027-03-06T14:00", "2027-03-06T16:00")]),
    ],
)
def test_a_range_of_units_after_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the pool is closed for 10 days starting monday", [("monday", *MON)]),
        ("she's away for two weeks starting monday", [("monday", *MON)]),
        # neighbour: a length before a range with its end stays the range
        (
            "the course is 3 days from the 8th to the 10th",
            [("from the 8th to the 10th", "2027-03-08T00:00", "2027-03-11T00:00")],
        ),
    ],
)
def test_a_length_starting_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
