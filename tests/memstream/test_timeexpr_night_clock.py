"""Time expressions read whole (`resolve_times`, the product's path): a clock time in the
small hours before "last night" or "tonight" is that time after the night's midnight
(tests/data/timeexpr.md: chat counts the hours after midnight to the night before), the kind
of case of blind batch 37's misses in round 37. New sentences, not the batch's, and
neighbours that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the smoke alarm went off at 4:05am last night for no reason",
            "2027-03-08T10:00",
            [("at 4:05am last night", "2027-03-08T04:05", "2027-03-08T04:06")],
        ),
        (
            # read apart where Duckling reads them apart: the same clock time
            "heard a crash at 2:47am last night, turned out to be the shelf",
            "2027-03-08T10:00",
            [
                ("at 2:47am", "2027-03-08T02:47", "2027-03-08T02:48"),
                ("last night", "2027-03-07T18:00", "2027-03-08T00:00"),
            ],
        ),
        # a clock time inside the night: Duckling's reading, as before
        (
            "the smoke alarm went off at 11:50pm last night",
            "2027-03-08T10:00",
            [("at 11:50pm last night", "2027-03-07T23:50", "2027-03-07T23:51")],
        ),
    ],
)
def test_small_hours_before_the_night(read, text, said, want) -> None:
    assert read(text, said=said) == want
