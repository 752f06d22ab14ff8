"""Time expressions read whole (`resolve_times`, the product's path): four digits after "at"
right after a noun of people or a home, or a verb of living ("my neighbour at 1130 gave us a
ladder", "we live at 1215"), are a house number, no 24-hour clock time (round 47 part D;
tests/data/timeexpr.md, "Not dates"). New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("my neighbour at 1130 gave us a ladder", []),
        ("we live at 1215 so it's close", []),
        (
            "the couple at 1408 moved out last week",
            [("last week", "2027-02-22T00:00", "2027-03-01T00:00")],
        ),
        # neighbours: after a word of an event or a verb of meeting, a clock time
        (
            "meeting at 1400 tomorrow",
            [("at 1400 tomorrow", "2027-03-04T14:00", "2027-03-04T14:01")],
        ),
        ("the call at 1400 went well", [("at 1400", "2027-03-02T14:00", "2027-03-02T14:01")]),
        ("our old neighbour at 1142 brought the parcel", []),
        # review: people or a home that a verb or a preposition goes to, and an appointment
        # after the digits, keep the clock time
        (
            "i'll be home at 1730 tonight",
            [
                ("at 1730", "2027-03-03T17:30", "2027-03-03T17:31"),
                ("tonight", "2027-03-03T18:00", "2027-03-04T00:00"),
            ],
        ),
        ("pick the kids at 1515 pls", [("at 1515", "2027-03-03T15:15", "2027-03-03T15:16")]),
        (
            "back at the flat at 1800 if u want to swing by",
            [("at 1800", "2027-03-03T18:00", "2027-03-03T18:01")],
        ),
        ("the lady at 1400 appt was late", [("at 1400", "2027-03-02T14:00", "2027-03-02T14:01")]),
    ],
)
def test_a_house_number_after_at(read, text, want) -> None:
    assert read(text, said=SAID) == want
