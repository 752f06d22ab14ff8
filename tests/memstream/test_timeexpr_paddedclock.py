"""Time expressions read whole (`resolve_times`, the product's path): a clock written with a
leading zero ("06:45", "0645") is on the 24-hour clock and has one reading a day, the morning;
told as past in the evening it is that morning, not the 18:45 just gone (tests/data/timeexpr.md,
a clock time's grain: written on the 24-hour clock it is no 12-hour reading). New sentences,
and neighbours that keep their reading (no leading zero: the nearest in the tense). Said on
Friday 12 March 2027, 19:30 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-12T19:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "left the house at 06:45 and was still late",
            [("at 06:45", "2027-03-12T06:45", "2027-03-12T06:46")],
        ),
        (
            "got to the depot at 0630, nobody there",
            [("at 0630", "2027-03-12T06:30", "2027-03-12T06:31")],
        ),
        (
            "dropped the kids at 08:15 then went straight to work",
            [("at 08:15", "2027-03-12T08:15", "2027-03-12T08:16")],
        ),
        # ahead: the next morning
        ("train is at 06:50 tmrw", [("at 06:50 tmrw", "2027-03-13T06:50", "2027-03-13T06:51")]),
        # neighbours: no leading zero keeps the nearest reading in the tense
        ("got home at 6:45 and crashed", [("at 6:45", "2027-03-12T18:45", "2027-03-12T18:46")]),
        (
            "landed at 2315 last night",
            [("at 2315 last night", "2027-03-11T23:15", "2027-03-11T23:16")],
        ),
    ],
)
def test_a_clock_with_a_leading_zero_is_the_morning(read, text, want) -> None:
    assert read(text, said=SAID) == want
