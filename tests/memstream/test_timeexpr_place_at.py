"""Time expressions read whole (`resolve_times`, the product's path): a clock time after "at"
right after a place that numbers things ("the hall at 6:15"), the kind of case of blind batch
43's miss in round 39 (tests/data/timeexpr.md: a dotted number after a numbered place is its
number, no clock time; "at" makes it one). New sentences, not the batch's, and neighbours
that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest

SAID = "2027-03-08T20:00"  # a Monday evening


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "he crawled across the hall at 5:40 today!!",
            [("at 5:40 today", "2027-03-08T17:40", "2027-03-08T17:41")],
        ),
        (
            "first tooth spotted in the living room at like 6:20 tonight",
            [("at like 6:20 tonight", "2027-03-08T18:20", "2027-03-08T18:21")],
        ),
        # a place's own number stays no time
        ("we met by gate 4.10", []),
        ("meet in room 3.15", []),
    ],
)
def test_clock_after_a_place(read, text, want) -> None:
    assert read(text, said=SAID) == want
