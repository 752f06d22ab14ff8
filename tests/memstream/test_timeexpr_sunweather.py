"""Time expressions read whole (`resolve_times`, the product's path): "sun" after a word of how
much ("no sun till mid april", "more sun from friday") is the weather, no Sunday, and a
rule reported by a verb of saying, with no past form after it, runs from when it was said
("vet said ... no sun till mid april", "physio says no running until may"): the coming
month (round 47 part D; tests/data/timeexpr.md: "the sun", "hoping for sun" are words;
"until X" is X; mid April is 11-20 April). New sentences, not the batch's, and neighbours
that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "vet said keep him in and no sun till mid april",
            [("mid april", "2027-04-11T00:00", "2027-04-21T00:00")],
        ),
        ("more sun from friday apparently", [("friday", "2027-03-05T00:00", "2027-03-06T00:00")]),
        ("physio says no running until may", [("may", "2027-05-01T00:00", "2027-06-01T00:00")]),
        # neighbours: "sun" after a farewell is the day; a past form after the saying keeps
        # the past day
        ("see you sun at 10", [("sun at 10", "2027-03-07T10:00", "2027-03-07T11:00")]),
        (
            "she said the pool was shut till monday",
            [("monday", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        # review: "sun" right before a clock time is the day; "no sun till 3pm" the weather
        ("the sun 10am slot works for me", [("sun 10am", "2027-03-07T10:00", "2027-03-07T11:00")]),
        ("no sun till 3pm then rain", [("3pm", "2027-03-03T15:00", "2027-03-03T16:00")]),
    ],
)
def test_the_sun_and_a_reported_rule(read, text, want) -> None:
    assert read(text, said=SAID) == want
