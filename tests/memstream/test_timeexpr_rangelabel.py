"""Time expressions read whole (`resolve_times`, the product's path): a thing's number glued
before a range of days ("set 4 from the 8th to the 12th", "pod 2 from mon till wed"): the
thing's number, no clock time, and the range; the kind of case of blind batches 68-70's
misses (round 48 part D; tests/data/timeexpr.md, "Not dates": numbers of things; "Ranges").
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i'm teaching set 4 from the 8th to the 12th",
            [("from the 8th to the 12th", "2027-03-08T00:00", "2027-03-13T00:00")],
        ),
        (
            "we're in cabin 7 from the 15th till the 19th",
            [("from the 15th till the 19th", "2027-03-15T00:00", "2027-03-20T00:00")],
        ),
        (
            "she runs pod 2 from 8 march to 12 march",
            [("from 8 march to 12 march", "2027-03-08T00:00", "2027-03-13T00:00")],
        ),
    ],
)
def test_a_number_before_a_range_of_days_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: a clock time introduced as one, a range of clock times
        ("see you at 2 on friday", [("at 2 on friday", "2027-03-05T14:00", "2027-03-05T15:00")]),
        (
            "cabin 7 is free from 2 to 4 tomorrow",
            [("from 2 to 4 tomorrow", "2027-03-04T14:00", "2027-03-04T16:00")],
        ),
    ],
)
def test_a_clock_time_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
