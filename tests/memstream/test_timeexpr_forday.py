"""Time expressions read whole (`resolve_times`, the product's path): a day right after "for"
is the day a thing done is for ("bought a cake for saturday's party"), ahead, whatever the
tense of the doing, so a bare clock time further on in the message is on that day
(tests/data/timeexpr.md, "read against a date named before it"); the kind of case of blind
batches 71-73's misses (round 49 part C). New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "ordered flowers for saturday's wedding from the place on the corner 💐 "
            "delivery at 8:30 sharp",
            [
                ("saturday", "2027-03-06T00:00", "2027-03-07T00:00"),
                ("at 8:30 sharp", "2027-03-06T08:30", "2027-03-06T08:31"),
            ],
        ),
        # neighbours: a clock time told as past keeps its own day
        (
            "ordered flowers for saturday's wedding from the place on the corner 💐 "
            "rang the florist at 8:30",
            [
                ("saturday", "2027-03-06T00:00", "2027-03-07T00:00"),
                ("at 8:30", "2027-03-03T08:30", "2027-03-03T08:31"),
            ],
        ),
    ],
)
def test_day_a_thing_is_for(read, text, want) -> None:
    assert read(text, said=SAID) == want
