"""Time expressions read whole (`resolve_times`, the product's path): a clock time told as
just past, the kind of case of blind batches 35-37's misses (round 37 part A;
tests/data/timeexpr.md, "clock times without am/pm" and "a recurring mention"): one after a
range of clock times with no day is the reading nearest the range ("meant to be 5-6pm, came
at 7:20", said at 19:30, is 19:20), and a gerund between a time and its noun ("4am pumping
sesh done") is no verb of the clause. New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # after a range of clock times: the reading nearest it, on its day
        (
            "parcel was due 4-5pm, turned up at 8:10",
            "2027-03-03T21:00",
            [
                ("4-5pm", "2027-03-03T16:00", "2027-03-03T17:00"),
                ("at 8:10", "2027-03-03T20:10", "2027-03-03T20:11"),
            ],
        ),
        (
            "the slot is 4-5pm, then dinner at 8:10",
            "2027-03-03T19:30",
            [
                ("4-5pm", "2027-03-04T16:00", "2027-03-04T17:00"),
                ("at 8:10", "2027-03-04T20:10", "2027-03-04T20:11"),
            ],
        ),
        # a day and its range keep the daytime reading after the range
        (
            "sat 2-4, drinks at 7",
            "2027-03-03T09:00",
            [
                ("sat 2-4", "2027-03-06T14:00", "2027-03-06T16:00"),
                ("at 7", "2027-03-06T19:00", "2027-03-06T20:00"),
            ],
        ),
    ],
)
def test_a_clock_time_after_a_range_of_clock_times(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a gerund between the time and its noun: the clause's own verb tells it
        (
            "6am swimming lesson done, freezing",
            "2027-03-03T07:10",
            [("6am", "2027-03-03T06:00", "2027-03-03T07:00")],
        ),
        (
            "the 5pm running club is so fun",
            "2027-03-03T07:10",
            [("5pm", "2027-03-03T17:00", "2027-03-03T18:00")],
        ),
    ],
)
def test_a_gerund_after_a_time_is_no_verb(read, text, said, want) -> None:
    assert read(text, said=said) == want
