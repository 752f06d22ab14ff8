"""Time expressions read whole (`resolve_times`, the product's path): a number spelled out
right before a weekday ("one thurs, one sunday") is a count of things, the weekday the day,
not 13:00 on it as Duckling reads (issue 21, round 57 part D; tests/data/timeexpr.md, "not
dates": counts). New sentences, not the batch's, and neighbours that keep their reading. Said
on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "sorting 3 boxes: one tonight, one fri, one sunday",
            [
                ("tonight", "2027-03-03T18:00", "2027-03-04T00:00"),
                ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
                ("sunday", "2027-03-07T00:00", "2027-03-08T00:00"),
            ],
        ),
        # "at" makes it the clock time
        ("lunch at one sunday", [("at one sunday", "2027-03-07T13:00", "2027-03-07T14:00")]),
    ],
)
def test_a_spelled_number_before_a_weekday(read, text, want) -> None:
    assert read(text, said=SAID) == want
