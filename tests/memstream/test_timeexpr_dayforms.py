"""Time expressions read whole (`resolve_times`, the product's path), batch 20's kinds of a
form (tests/data/timeexpr.md): "by" a clock time right after a day is that hour on that day,
as "by X" is X ("essay due thurs by 4:30", "wed 11th by 5pm"); two days of the month in a
row with their month after them, with no "of", are one span ("12th and 13th july"); a part
of the day with a day of its own in another clause ("at 6 this morning, ...") tells nothing
of a bare clock time on another day ("vet thursday at 4": 16:00). New sentences of each
kind, and ones of a neighbouring kind that keep their reading. Said on Monday 2 June 2025
(UTC)."""

from __future__ import annotations

import pytest

_EVENING = "2025-06-02T19:00"
_NOON = "2025-06-02T12:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can you collect the van wed 11th by 5pm",
            [("wed 11th by 5pm", "2025-06-11T17:00", "2025-06-11T18:00")],
        ),
        (
            "essay due thurs by 4:30 pls",
            [("thurs by 4:30", "2025-06-05T16:30", "2025-06-05T16:31")],
        ),
        (
            "parcel should be here tomorrow by noon",
            [("tomorrow by noon", "2025-06-03T12:00", "2025-06-03T13:00")],
        ),
        # kept: a count after "by" (no clock time), a clock time before the day; "fri" before
        # a word is the day it is needed (round 37)
        ("need it fri by 5 people", [("fri", "2025-06-06T00:00", "2025-06-07T00:00")]),
        ("bags in by 10am on sat", [("10am on sat", "2025-06-07T10:00", "2025-06-07T11:00")]),
    ],
)
def test_by_a_clock_time_after_a_day_is_that_hour_on_it(read, text, want) -> None:
    assert read(text, said=_EVENING) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we're away 12th and 13th july",
            [("12th and 13th july", "2025-07-12T00:00", "2025-07-14T00:00")],
        ),
        (
            "the hall is booked for 20th and 21st aug",
            [("20th and 21st aug", "2025-08-20T00:00", "2025-08-22T00:00")],
        ),
        # kept: with "of"; places, no month
        (
            "the hall is booked for the 20th and 21st of aug",
            [("the 20th and 21st of aug", "2025-08-20T00:00", "2025-08-22T00:00")],
        ),
        ("she came 2nd and 3rd in the heats", []),
    ],
)
def test_two_days_in_a_row_before_their_month_are_one_span(read, text, want) -> None:
    assert read(text, said=_EVENING) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the cat was sick at 6 this morning, vet thursday at 4",
            [
                ("at 6 this morning", "2025-06-02T06:00", "2025-06-02T07:00"),
                ("thursday at 4", "2025-06-05T16:00", "2025-06-05T17:00"),
            ],
        ),
        (
            "kids were up at 5 this morning, swim lesson tmrw at 4 tho",
            [
                ("at 5 this morning", "2025-06-02T05:00", "2025-06-02T06:00"),
                ("tmrw at 4", "2025-06-03T16:00", "2025-06-03T17:00"),
            ],
        ),
        # kept: a word of the morning in the clock time's own clause
        ("breakfast tomorrow at 8", [("tomorrow at 8", "2025-06-03T08:00", "2025-06-03T09:00")]),
        ("woke up at 5 on sunday", [("at 5 on sunday", "2025-06-01T05:00", "2025-06-01T06:00")]),
    ],
)
def test_a_morning_with_a_day_of_its_own_tells_no_other_clock(read, text, want) -> None:
    assert read(text, said=_NOON) == want
