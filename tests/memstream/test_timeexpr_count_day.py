"""Time expressions read whole (`resolve_times`, the product's path): a number right before
a weekday and a part of the day, no clock time, the kind of case of blind batches 35-37's
misses in round 37 (tests/data/timeexpr.md: parts of the day; counts are no times). New
sentences, not the batch's, and neighbours that keep their reading. Said in UTC at the time
each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a thing's number or a count, then a day and its part of the day: that part
        (
            "we're painting room 3 thurs afternoon and room 4 fri morning",
            "2027-03-08T10:00",
            [
                ("thurs afternoon", "2027-03-11T12:00", "2027-03-11T19:00"),
                ("fri morning", "2027-03-12T00:00", "2027-03-12T12:00"),
            ],
        ),
        (
            "i'll mark three sat evening and the rest on sun",
            "2027-03-08T10:00",
            [
                ("sat evening", "2027-03-13T18:00", "2027-03-14T00:00"),
                ("on sun", "2027-03-14T00:00", "2027-03-15T00:00"),
            ],
        ),
        # introduced as a clock time, or figures after a verb: the clock time stays
        (
            "meet at 7 sat morning",
            "2027-03-08T10:00",
            [("at 7 sat morning", "2027-03-13T07:00", "2027-03-13T08:00")],
        ),
        (
            "table booked for 8 fri night",
            "2027-03-08T10:00",
            [("8 fri night", "2027-03-12T20:00", "2027-03-12T21:00")],
        ),
        (
            "we're leaving 7 sat morning",
            "2027-03-08T10:00",
            [("7 sat morning", "2027-03-13T07:00", "2027-03-13T08:00")],
        ),
    ],
)
def test_number_before_day_and_part(read, text, said, want) -> None:
    assert read(text, said=said) == want
