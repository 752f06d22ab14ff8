"""Time expressions read whole (`resolve_times`, the product's path): a spelled ordinal with
no "the", "on" or month before it, heading a clock time ("first sitting 7:30, second at
9"), counts a thing with its noun left out, no day of the month; the clock time is its own,
the kind of case of blind batches 59-61's misses (round 45 part A; tests/data/timeexpr.md,
"Not dates": ordinals of things). New sentences, not the batch's, and neighbours that keep
their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "service tomorrow, first mass 7:30 second at 10, come early",
            [
                ("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("7:30", "2027-03-04T07:30", "2027-03-04T07:31"),
                ("at 10", "2027-03-04T10:00", "2027-03-04T11:00"),
            ],
        ),
        ("i'm going second at 4, you go first", [("at 4", "2027-03-03T16:00", "2027-03-03T17:00")]),
    ],
)
def test_an_ordinal_of_a_thing_before_a_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "on the" makes it a date's day
        (
            "we meet on the second at 9",
            [("on the second at 9", "2027-04-02T09:00", "2027-04-02T10:00")],
        ),
        # an ordinal alone, no series of things: a date (round 45 part A review)
        (
            "third at 10 is the only slot left next month",
            [
                ("third at 10", "2027-04-03T10:00", "2027-04-03T11:00"),
                ("next month", "2027-04-01T00:00", "2027-05-01T00:00"),
            ],
        ),
        (
            "payday is the first, rent due second at 5pm",
            [("second at 5pm", "2027-04-02T17:00", "2027-04-02T18:00")],
        ),
        (
            "the doctor can do the 14th or fifteenth at 10",
            [("fifteenth at 10", "2027-03-15T10:00", "2027-03-15T11:00")],
        ),
    ],
)
def test_a_date_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
