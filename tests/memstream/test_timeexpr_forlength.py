"""Time expressions read whole (`resolve_times`, the product's path): "for" a length of time
and then "from" a day with no end ("off for 2 wks from tmrw"): how long, no time of its own,
and the day it runs from, as "from X" alone is X; the kind of case of blind batches 68-70's
misses (round 48 part D; tests/data/timeexpr.md, "Ranges": "from X" with no end is X;
"Not dates": durations without an anchor). New sentences, not the batch's, and neighbours
that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
THU = ("2027-03-04T00:00", "2027-03-05T00:00")
MON = ("2027-03-08T00:00", "2027-03-09T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the plumber is booked for 2 wks from tmrw", [("tmrw", *THU)]),
        ("my brother is staying with us for 5 days from monday", [("monday", *MON)]),
        ("the gym is shut for a week from thursday for repairs", [("thursday", *THU)]),
        ("she's covering the shop for three days from the 8th", [("the 8th", *MON)]),
    ],
)
def test_a_length_from_a_day_is_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: a length with its own end is the range, an offset with no "for" a day
        (
            "the course runs for 4 days from the 8th to the 11th",
            [("from the 8th to the 11th", "2027-03-08T00:00", "2027-03-12T00:00")],
        ),
        (
            "the parcel arrives 3 weeks from monday",
            [("3 weeks from monday", *("2027-03-29T00:00", "2027-03-30T00:00"))],
        ),
    ],
)
def test_a_length_with_an_end_or_no_for_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
