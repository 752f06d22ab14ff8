"""Time expressions read whole (`resolve_times`, the product's path): a verb's particle
"on" glued to "in" a count ahead ("the paint goes on in 4 days"), the kind of case of blind
batches 50-52's misses (round 42 part B; tests/data/timeexpr.md, "in 3 days": that day).
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the particle is the verb's: the count alone, a day
        (
            "second coat of varnish goes on in 4 days",
            [("in 4 days", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
        (
            "the play is on in 9 days, nerves!",
            [("in 9 days", "2027-03-12T00:00", "2027-03-13T00:00")],
        ),
        ("lights go on in 2 days", [("in 2 days", "2027-03-05T00:00", "2027-03-06T00:00")]),
        # neighbours: the count without the particle, and a count of minutes
        ("the varnish dries in 4 days", [("in 4 days", "2027-03-07T00:00", "2027-03-08T00:00")]),
        ("kettle goes on in 5 minutes", [("in 5 minutes", "2027-03-03T09:05", "2027-03-03T09:06")]),
    ],
)
def test_a_particle_before_in_a_count(read, text, want) -> None:
    assert read(text, said=SAID) == want
