"""Time expressions read whole (`resolve_times`, the product's path): a date in a named
month that something was meant or supposed to happen on, the plan still open when it is
said ("the lease was meant to end march 10, now it runs to june"): the nearest one, as a
day of the month alone is, not the one a year back; the kind of case of blind batches
71-73's misses (round 49 part A; tests/data/timeexpr.md: a recurring mention names the
occurrence the sentence talks about). New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the lease was meant to end march 10, now it runs to june",
            [
                ("march 10", "2027-03-10T00:00", "2027-03-11T00:00"),
                ("june", "2027-06-01T00:00", "2027-07-01T00:00"),
            ],
        ),
        (
            "my course was supposed to finish on 8 march, now it ends in april",
            [
                ("on 8 march", "2027-03-08T00:00", "2027-03-09T00:00"),
                ("in april", "2027-04-01T00:00", "2027-05-01T00:00"),
            ],
        ),
        # neighbours: a plan whose failure is told as over, and a plain past, keep the past
        (
            "the lease was supposed to end on 12 march but it ended early",
            [("on 12 march", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        ("the lease ended march 10", [("march 10", "2026-03-10T00:00", "2026-03-11T00:00")]),
    ],
)
def test_date_meant_to_be(read, text, want) -> None:
    assert read(text, said=SAID) == want
