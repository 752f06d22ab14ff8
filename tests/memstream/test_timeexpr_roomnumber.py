"""Time expressions read whole (`resolve_times`, the product's path): a room's number after
"in" ending a day and clock time ("friday at 2:15 in 305") is a place, not the year 305 that
Duckling reads, so the day and clock time stand alone; a year of four digits stays the
date's. The kind of case of blind batches 71-73's misses (round 49 part C). New sentences,
not the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "journal club is friday at 2:15 in 305, bring snacks",
            [("friday at 2:15", "2027-03-05T14:15", "2027-03-05T14:16")],
        ),
        (
            "the resit is the 18th at 10 in room 118",
            [("the 18th at 10", "2027-03-18T10:00", "2027-03-18T11:00")],
        ),
        # neighbours: a year of four digits stays the date's
        (
            "we got married june 5th in 2021",
            [("june 5th in 2021", "2021-06-05T00:00", "2021-06-06T00:00")],
        ),
    ],
)
def test_room_number_after_a_clock(read, text, want) -> None:
    assert read(text, said=SAID) == want
