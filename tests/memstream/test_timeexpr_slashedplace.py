"""Time expressions read whole (`resolve_times`, the product's path): a slashed number after
a numbered place ("flat 2/14", "unit 7/3"): an address's number, no day and month (round 43
part A; tests/data/timeexpr.md, "not dates": names and other words). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("send the parcel to flat 2/14 please", []),
        ("my new address is unit 7/3, near the station", []),
        # neighbours: a slashed date after "due" or "on"
        # a thing often due or booked on a date (round 43 part A review)
        ("deadline for task 3/20", [("3/20", "2027-03-20T00:00", "2027-03-21T00:00")]),
        ("the rent is due 5/12", [("5/12", "2027-05-12T00:00", "2027-05-13T00:00")]),
        ("the room is free on 5/12", [("on 5/12", "2027-05-12T00:00", "2027-05-13T00:00")]),
    ],
)
def test_a_slashed_place_number(read, text, want) -> None:
    assert read(text, said=SAID) == want
