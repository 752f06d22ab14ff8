"""Time expressions read whole (`resolve_times`, the product's path): "tomorrow" (or "tmrw")
and the weekday after it joined by "and", two days in a row, one span as two weekdays in a
row are (tests/data/timeexpr.md: ranges): the kind of case of blind batches 47-49's misses
(round 41 part B). New sentences, not the batch's, and neighbours that keep their reading
(days apart, a noun's attribute). Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
THU = ("2027-03-04T00:00", "2027-03-05T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "rehearsals tmrw and fri after work",
            [("tmrw and fri", "2027-03-04T00:00", "2027-03-06T00:00")],
        ),
        (
            "I'm off tomorrow and friday, finally",
            [("tomorrow and friday", "2027-03-04T00:00", "2027-03-06T00:00")],
        ),
        # days apart: two dates
        (
            "the plumber comes tomorrow and sunday",
            [("tomorrow", *THU), ("sunday", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
        # a clock time after the weekday: its own, two dates
        (
            "tmrw and fri 6pm",
            [("tmrw", *THU), ("fri 6pm", "2027-03-05T18:00", "2027-03-05T19:00")],
        ),
        (
            "free tomorrow and friday after 5",
            [("tomorrow", *THU), ("friday after 5", "2027-03-05T17:00", "2027-03-05T18:00")],
        ),
    ],
)
def test_tomorrow_and_the_next_weekday_are_one_span(read, text, want) -> None:
    assert read(text, said=SAID) == want
