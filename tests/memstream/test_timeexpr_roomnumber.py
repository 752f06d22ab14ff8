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


@pytest.mark.parametrize(
    "text",
    [
        "fun fact charlemagne was crowned on christmas day in 800",
        "vikings hit lindisfarne june 8 in 793, wild",
        "history quiz: charlemagne crowned dec 25 in 800, rome sacked aug 24 in 410",
    ],
)
def test_a_date_of_history_keeps_its_year(read, text) -> None:
    """A date of a month or a holiday with a year of three digits is history's, no room's
    number: never this year's day (round 49 part C review)."""
    assert not [r for r in read(text, said=SAID) if r[1].startswith("202")]
