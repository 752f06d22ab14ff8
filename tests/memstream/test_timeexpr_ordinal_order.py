"""Time expressions read whole (`resolve_times`, the product's path): "the Nth" written in
figures that is a place in a row, no day, the kind of case a review of round 37's rules
found (tests/data/timeexpr.md, "not dates": ordinals of things): a word of position after it
("the 4th on the left"), a subject that is a thing in a series or a place ("my seat is the
14th"), "on" it after a verb of living (a floor). New sentences and the review's, and
neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    "text",
    [
        "my flat is the 4th on the left",
        "the winner is the 3rd from the left",
        "my seat is the 14th",
        "the best episode is the 4th",
        "we live on the 5th i think",
        "her house is the 2nd on the right",
        "our table is the 6th from the end",
        "he was the 9th in line",
        "the worst chapter is the 12th",
        "my desk is on the 7th",
        "they live on the 11th now",
    ],
)
def test_a_place_in_a_row_is_no_date(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the trip is the 24th to the museum",
            [("the 24th", "2027-03-24T00:00", "2027-03-25T00:00")],
        ),
        ("on the 12th we fly out", [("on the 12th", "2027-03-12T00:00", "2027-03-13T00:00")]),
        (
            "the wedding is the 20th at the botanic gardens",
            [("the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
        ("the open house is the 27th", [("the 27th", "2027-03-27T00:00", "2027-03-28T00:00")]),
        ("my birthday is the 14th", [("the 14th", "2027-03-14T00:00", "2027-03-15T00:00")]),
        ("the party is on the 5th", [("on the 5th", "2027-03-05T00:00", "2027-03-06T00:00")]),
        (
            "the recital's the 8th at the church",
            [("the 8th", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
    ],
)
def test_a_subjects_day_stays(read, text, want) -> None:
    assert read(text, said=SAID) == want
