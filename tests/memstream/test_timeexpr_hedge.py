"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part C): chat's hedge "like" between "at"/"by" and a clock time is read through
(memstream/encoders/times/timehedges.py). New sentences, not the batch's, and neighbours of
each kind that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


# Kind: "at like 6", "by like 7": the clock time as if said without the hedge, as written
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "we'll head out at like 6 tomorrow",
            "2027-03-06T09:00",
            [("at like 6 tomorrow", "2027-03-07T18:00", "2027-03-07T19:00")],
        ),
        (
            "be at the dock by like 7, the ferry won't wait",
            "2027-03-06T09:00",
            [("by like 7", "2027-03-06T19:00", "2027-03-06T20:00")],
        ),
        (
            "going the 12th at like 5am to beat the queue",
            "2027-03-06T09:00",
            [("the 12th at like 5am", "2027-03-12T05:00", "2027-03-12T06:00")],
        ),
    ],
)
def test_a_hedged_clock_time(read, text, said, want) -> None:
    assert read(text, said=said) == want


# Near misses: "like" before a count is no clock time; after "till" and a number before it
# there is no range ("ep 12 till like 2am" is no 12-2)
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("it feels like 5 years since we met", "2027-03-06T09:00", []),
        (
            "i was up till like 3 last night",
            "2027-03-06T09:00",
            [("last night", "2027-03-05T18:00", "2027-03-06T00:00")],
        ),
    ],
)
def test_no_hedged_clock_time(read, text, said, want) -> None:
    assert read(text, said=said) == want
