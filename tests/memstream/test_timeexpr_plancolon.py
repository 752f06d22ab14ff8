"""Time expressions read whole (`resolve_times`), by kind (round 48): dates after a past verb
of planning and a colon ("booked the trip: out on the 21st, back on the 24th") are the plan's
details, ahead, not the day the booking was made (tests/data/timeexpr.md: a past verb of
planning carries the future it planned; memstream/encoders/times/tensegroup.py); with no
colon, or with the words after telling it as past or judging the occasion as had ("...,
great trip"), they keep their old reading."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "arranged the band's hotel: check in on the 5th, out on the 7th",
            [
                ("on the 5th", "2027-04-05T00:00", "2027-04-06T00:00"),
                ("on the 7th", "2027-04-07T00:00", "2027-04-08T00:00"),
            ],
        ),
        (
            "booked the minibus: pickup on the 2nd",
            [("on the 2nd", "2027-04-02T00:00", "2027-04-03T00:00")],
        ),
        (
            "booked the flights: in on the 21st, out on the 24th, great price",
            [
                ("on the 21st", "2027-03-21T00:00", "2027-03-22T00:00"),
                ("on the 24th", "2027-03-24T00:00", "2027-03-25T00:00"),
            ],
        ),
        # neighbours that keep the day the booking was made
        (
            "booked the flights: in on the 2nd, out on the 6th, great trip",
            [
                ("on the 2nd", "2027-03-02T00:00", "2027-03-03T00:00"),
                ("on the 6th", "2027-03-06T00:00", "2027-03-07T00:00"),
            ],
        ),
        (
            "booked the minibus on the 2nd",
            [("on the 2nd", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "booked the minibus: on the 2nd, it was a nightmare",
            [("on the 2nd", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
    ],
)
def test_dates_after_a_plan_and_a_colon_are_the_plans(read, text, want) -> None:
    assert read(text, TUESDAY) == want
