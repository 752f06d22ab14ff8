"""Time expressions read whole (`resolve_times`), by kind (round 38): a weekday after "from"
and a record named by its number ("ticket 4411 from tuesday", "order #7720 from monday?")
is the day the record dates from, the past one (tests/data/timeexpr.md: what something is
from happened; memstream/encoders/times/tenseclues.py, `dated_thing`), also in a verbless
question, which otherwise proposes a plan; a place with a number ("room 204 from monday")
and a clock time after "from" keep the coming day."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "still no reply on ticket 30917 from tuesday",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "refund for order 55120 from sunday",
            [("sunday", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
        (
            "who do i chase, order #7720 from monday?",
            [("monday", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        ("claim 90211 from the 3rd?", [("the 3rd", "2027-03-03T00:00", "2027-03-04T00:00")]),
        # neighbours that keep the coming day
        ("we're in room 204 from monday", [("monday", "2027-03-15T00:00", "2027-03-16T00:00")]),
        ("drinks at the crown from thurs?", [("thurs", "2027-03-11T00:00", "2027-03-12T00:00")]),
        (
            "booking 4410 from 6pm tuesday",
            [("6pm tuesday", "2027-03-16T18:00", "2027-03-16T19:00")],
        ),
    ],
)
def test_a_record_from_a_day_dates_from_the_past_one(read, text, want) -> None:
    assert read(text, TUESDAY) == want
