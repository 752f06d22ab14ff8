"""Time expressions read whole (`resolve_times`, the product's path): "'s" before a state and
"for" a day is "is" ("the van's booked for tuesday": a plan told in the present, ahead), not
a possessive that tells the past (round 45 part E, the kind of batches 59-61's misses). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday 3
March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the skip's booked for monday", [("monday", "2027-03-08T00:00", "2027-03-09T00:00")]),
        (
            "the village hall's reserved for the 20th, bring chairs",
            [("the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
        # another participle after "'s" stays "has", the past
        ("the skip's moved monday", [("monday", "2027-03-01T00:00", "2027-03-02T00:00")]),
    ],
)
def test_a_state_for_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
