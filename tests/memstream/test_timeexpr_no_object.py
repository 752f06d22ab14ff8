"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): the "-ed" of
a verb that takes no object ("lasted", "arrived") right after its subject has no passive
reading, so it is the simple past the tagger took for a participle ("the old boiler lasted
until march"): the past one (tests/data/timeexpr.md: told as past, the latest one); a
participle of a state ("2 seats left for the 12th of feb") keeps the nearest."""

from __future__ import annotations

import pytest

OCTOBER = "2027-10-16T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the last tank of oil lasted till february so fine for now",
            [("february", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
        ("the old boiler lasted until march", [("march", "2027-03-01T00:00", "2027-04-01T00:00")]),
        # a neighbour that keeps its reading
        (
            "2 seats left for the 12th of feb",
            [("the 12th of feb", "2028-02-12T00:00", "2028-02-13T00:00")],
        ),
    ],
)
def test_an_ed_with_no_object_is_the_past(read, text, want) -> None:
    assert read(text, OCTOBER) == want
