"""Time expressions read whole (`resolve_times`, the product's path): a written ordinal after
a weekday and a comma, before a noun ("till friday, 2nd week running"), is the count of a
thing, not a day of the month: the weekday alone (round 47 part D; tests/data/timeexpr.md,
"Not dates": ordinals of things, counts after a date and a comma). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "rescheduled the boiler check for thursday, 3rd visit this winter",
            [
                ("thursday", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("this winter", "2026-12-01T00:00", "2027-03-01T00:00"),
            ],
        ),
        (
            "clinic is closed till friday, 2nd week running",
            [("friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        # neighbours: no noun after the ordinal, or a clock after it: the day of the month
        (
            "booked for monday, 2nd so we're sorted",
            [("monday, 2nd", "2027-08-02T00:00", "2027-08-03T00:00")],
        ),
        (
            "see you thursday, 4th at 9",
            [("thursday, 4th at 9", "2027-03-04T09:00", "2027-03-04T10:00")],
        ),
    ],
)
def test_an_ordinal_of_a_count_after_a_weekday(read, text, want) -> None:
    assert read(text, said=SAID) == want
