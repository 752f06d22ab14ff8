"""Time expressions read whole (`resolve_times`, the product's path): a clock time after a
part of the day, the kind of case of blind batches 41-43's misses in round 39
(tests/data/timeexpr.md: a clock time with no day of its own right after a day or a part of
one is on that day; without am/pm, the daytime reading unless the sentence tells otherwise).
New sentences, not the batch's, and neighbours of each kind that keep their reading. Said in
UTC at the time each case gives."""

from __future__ import annotations

import pytest

SAID = "2027-03-08T10:00"  # a Monday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an evening's clock times just before 18:00: the afternoon's, not the small hours'
        (
            "can you sub for me thursday evening, 5:30 and 6:45",
            [
                ("thursday evening", "2027-03-11T18:00", "2027-03-12T00:00"),
                ("5:30", "2027-03-11T17:30", "2027-03-11T17:31"),
                ("6:45", "2027-03-11T18:45", "2027-03-11T18:46"),
            ],
        ),
        (
            "this evening, 5:30 at the gym",
            [
                ("this evening", "2027-03-08T18:00", "2027-03-09T00:00"),
                ("5:30", "2027-03-08T17:30", "2027-03-08T17:31"),
            ],
        ),
        # ... not a night's: its hours run on past its midnight
        (
            "last night, got home at 5",
            [
                ("last night", "2027-03-07T18:00", "2027-03-08T00:00"),
                ("at 5", "2027-03-08T05:00", "2027-03-08T06:00"),
            ],
        ),
        (
            "tonight, bed at 4 probably lol",
            [
                ("tonight", "2027-03-08T18:00", "2027-03-09T00:00"),
                ("at 4", "2027-03-09T04:00", "2027-03-09T05:00"),
            ],
        ),
        (
            "party on sat night, left at 4:30",
            [
                ("on sat night", "2027-03-06T18:00", "2027-03-07T00:00"),
                ("at 4:30", "2027-03-07T04:30", "2027-03-07T04:31"),
            ],
        ),
        # ... inside the evening, or the night's small hours, as before
        (
            "thursday evening, 8:15 then drinks",
            [
                ("thursday evening", "2027-03-11T18:00", "2027-03-12T00:00"),
                ("8:15", "2027-03-11T20:15", "2027-03-11T20:16"),
            ],
        ),
        (
            "thursday night, the 2:30 bus home",
            [
                ("thursday night", "2027-03-11T18:00", "2027-03-12T00:00"),
                ("2:30", "2027-03-12T02:30", "2027-03-12T02:31"),
            ],
        ),
        # the next step of a plan after "then": a waking hour from the part's start
        (
            "two cleans this morning then the big house at 3",
            [
                ("this morning", "2027-03-08T00:00", "2027-03-08T12:00"),
                ("at 3", "2027-03-08T15:00", "2027-03-08T16:00"),
            ],
        ),
        (
            "school run this morning then the gym at 8",
            [
                ("this morning", "2027-03-08T00:00", "2027-03-08T12:00"),
                ("at 8", "2027-03-08T08:00", "2027-03-08T09:00"),
            ],
        ),
        (
            "tonight, then bed at 1",
            [
                ("tonight", "2027-03-08T18:00", "2027-03-09T00:00"),
                ("at 1", "2027-03-09T01:00", "2027-03-09T02:00"),
            ],
        ),
    ],
)
def test_clock_after_a_part_of_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
