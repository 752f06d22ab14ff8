"""Time expressions read whole (`resolve_times`, the product's path): a day of the month
before "because" as chat writes it ("bc", "cuz", "coz", "b/c") ends its clause, whatever
word follows ("moved from the 12th to the 19th bc half the team is away"): the day, no
ordinal of a noun. New sentences, not the batches', and neighbours that keep their
reading. Said in UTC on Tuesday 4 May 2027."""

from __future__ import annotations

import pytest

SAID = "2027-05-04T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a move's two days, the second before chat's "because"
        (
            "the quiz got moved from the 12th to the 19th bc half the team is away",
            [
                ("the 12th", "2027-05-12T00:00", "2027-05-13T00:00"),
                ("the 19th", "2027-05-19T00:00", "2027-05-20T00:00"),
            ],
        ),
        (
            "the party got pushed to the 22nd cuz everyone is away",
            [("the 22nd", "2027-05-22T00:00", "2027-05-23T00:00")],
        ),
        (
            "book the 14th coz nothing else is free",
            [("the 14th", "2027-05-14T00:00", "2027-05-15T00:00")],
        ),
        # an era written after a century keeps no date
        ("the church was built in the 5th century bc", []),
        # an ordinal before its noun stays no date
        ("the 3rd floor bc the lift is broken", []),
    ],
)
def test_day_before_chat_because(read, text, want) -> None:
    assert read(text, said=SAID) == want
