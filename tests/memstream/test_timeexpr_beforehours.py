"""Time expressions read whole (`resolve_times`, the product's path): "the night before" and
"the friday before (after)" that end their clause read against a date named before them
given with a span of its hours ("thursday between 8am and 10am, ... the night before": the
Wednesday night), as against a day. New sentences, not the batches', and neighbours that
keep their reading. Said in UTC on Tuesday 4 May 2027."""

from __future__ import annotations

import pytest

SAID = "2027-05-04T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a part of the day before a day given with its hours
        (
            "the plumber comes thursday between 8am and 10am, clear the cupboard the night before",
            [
                ("thursday between 8am and 10am", "2027-05-06T08:00", "2027-05-06T10:00"),
                ("the night before", "2027-05-05T18:00", "2027-05-06T00:00"),
            ],
        ),
        # a weekday before (after) one
        (
            "the open day is the 15th 10am-3pm, we set up the friday before",
            [
                ("the 15th 10am-3pm", "2027-05-15T10:00", "2027-05-15T15:00"),
                ("the friday before", "2027-05-14T00:00", "2027-05-15T00:00"),
            ],
        ),
        (
            "the market runs sat 8am-1pm, we clear up the monday after",
            [
                ("sat 8am-1pm", "2027-05-08T08:00", "2027-05-08T13:00"),
                ("the monday after", "2027-05-10T00:00", "2027-05-11T00:00"),
            ],
        ),
        # a day alone keeps its reading
        (
            "the gig is friday, we rehearse the night before",
            [
                ("friday", "2027-05-07T00:00", "2027-05-08T00:00"),
                ("the night before", "2027-05-06T18:00", "2027-05-07T00:00"),
            ],
        ),
        # "after" with an object of its own is no offset from the date
        (
            "the show is saturday 7pm-10pm, the morning after we pack down",
            [("saturday 7pm-10pm", "2027-05-08T19:00", "2027-05-08T22:00")],
        ),
    ],
)
def test_offset_from_hours_of_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
