"""Time expressions read whole (`resolve_times`, the product's path): a day and "until" a
clock time ("open sun till 5", "working wed till 6"), which Duckling reads as an interval open
back to the first year, is that time on that day, as "until X" is X (tests/data/timeexpr.md,
"Until X"; clock times without am/pm: the daytime on a named day). New sentences, and
neighbours that keep their reading (a start of their own). Said on Saturday 6 March 2027,
17:30 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-06T17:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("see you sun till 5 then", [("sun till 5", "2027-03-07T17:00", "2027-03-07T18:00")]),
        (
            "working wed till 6 so cant do dinner",
            [("wed till 6", "2027-03-10T18:00", "2027-03-10T19:00")],
        ),
        (
            "the tip is open on tuesday until 4",
            [("on tuesday until 4", "2027-03-09T16:00", "2027-03-09T17:00")],
        ),
        # neighbours: a start of their own keeps the span
        (
            "party on fri from 9 till 3am",
            [("on fri from 9 till 3am", "2027-03-12T21:00", "2027-03-13T03:00")],
        ),
        ("open till 6 tonight", [("6 tonight", "2027-03-06T18:00", "2027-03-06T19:00")]),
    ],
)
def test_a_day_until_a_clock_time_is_that_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
