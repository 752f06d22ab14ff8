"""Time expressions read whole (`resolve_times`, the product's path): a state a place is in
after "with" and its subject ("w/ the studio closed 20-24 march it's only 2 wks of classes"):
no event told in the past but a state, so its day is the nearest, as a notice's is
(`tensewith`); the kind of case of blind batches 71-73's misses (round 49 part A; tests/data/
timeexpr.md: a recurring mention names the occurrence the sentence talks about). New
sentences, not the batch's, and neighbours that keep their reading: a sentence told in the
past, a place's closing told as what happened. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
MAR12 = ("2027-03-12T00:00", "2027-03-13T00:00")
FEB12 = ("2027-02-12T00:00", "2027-02-13T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "so w/ the studio closed 20-24 march it's only 2 wks of classes",
            [("20-24 march", "2027-03-20T00:00", "2027-03-25T00:00")],
        ),
        ("with the office closed on the 12th i can work from home", [("on the 12th", *MAR12)]),
        # neighbours: told in the past, the closing is over
        ("with the office closed on the 12th we worked from home", [("on the 12th", *FEB12)]),
        ("the office closed on the 12th", [("on the 12th", *FEB12)]),
    ],
)
def test_state_after_with(read, text, want) -> None:
    assert read(text, said=SAID) == want
