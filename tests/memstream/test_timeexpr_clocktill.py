"""Time expressions read whole (`resolve_times`, the product's path): a range from a clock
time on a named day to a later clock time ("from 7am tomorrow till 4pm"), the kind of case of
blind batches 71-73's misses (round 49 part E; tests/data/timeexpr.md, "ranges": from the
first time to the second). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the road is shut from 7am tomorrow till 4pm",
            [("from 7am tomorrow till 4pm", "2027-03-04T07:00", "2027-03-04T16:00")],
        ),
        (
            "fog warning from 5am tmrw until 11:30am",
            [("from 5am tmrw until 11:30am", "2027-03-04T05:00", "2027-03-04T11:30")],
        ),
        (
            "the hall is ours from 8am on saturday to 6pm",
            [("from 8am on saturday to 6pm", "2027-03-06T08:00", "2027-03-06T18:00")],
        ),
        # neighbours: no day between the times, or across midnight
        (
            "the road is shut from 7am to 4pm tomorrow",
            [("from 7am to 4pm tomorrow", "2027-03-04T07:00", "2027-03-04T16:00")],
        ),
        (
            "the party runs from 10pm friday till 2am",
            [("from 10pm friday till 2am", "2027-03-05T22:00", "2027-03-06T02:00")],
        ),
    ],
)
def test_a_range_of_clock_times_around_a_day_ends_at_the_second(read, text, want) -> None:
    assert read(text, said=SAID) == want
