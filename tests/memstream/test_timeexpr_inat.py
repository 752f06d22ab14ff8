"""Time expressions read whole (`resolve_times`, the product's path): "in" right before "at"
is the particle of a verb ("nipping in at lunch tomorrow"), no part of the time; the time
begins at "at" (round 47 part D; tests/data/timeexpr.md: lunch is no part of the day, so
"at lunch tomorrow" is the day). New sentences, not the batch's, and neighbours that keep
their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i'm nipping in at lunch tomorrow",
            [("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        (
            "she's coming in at 9 tomorrow",
            [("at 9 tomorrow", "2027-03-04T09:00", "2027-03-04T10:00")],
        ),
        (
            "dropping in at noon on friday",
            [("at noon on friday", "2027-03-05T12:00", "2027-03-05T13:00")],
        ),
        # neighbour: "in" a month stays
        ("in august at the beach", [("in august", "2027-08-01T00:00", "2027-09-01T00:00")]),
    ],
)
def test_a_particle_before_at(read, text, want) -> None:
    assert read(text, said=SAID) == want
