"""Time expressions read whole (`resolve_times`, the product's path): "none" before a day
("none today", "none tomorrow") is the word of no count, not "noon", which Duckling reads it
as; the day is its own calendar unit (issue 21, round 57 part D). New sentences, not the
batch's, and a neighbour that keeps its reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "sold 3 on monday, none today",
            [
                ("on monday", "2027-03-01T00:00", "2027-03-02T00:00"),
                ("today", "2027-03-03T00:00", "2027-03-04T00:00"),
            ],
        ),
        ("none tomorrow either", [("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00")]),
        ("see you at noon today", [("at noon today", "2027-03-03T12:00", "2027-03-03T13:00")]),
    ],
)
def test_none_before_a_day_is_no_noon(read, text, want) -> None:
    assert read(text, said=SAID) == want
