"""Time expressions read whole (`resolve_times`, the product's path), batch 18's kinds of a
clock time joined to the date before it (tests/data/timeexpr.md, "read against a date named
before it" and "ranges"): a range of clock times marked as such (am/pm, a colon) after a
date and a comma is on that date (since round 33 two expressions, the date and the range);
a clock time in the next step of a plan after "then" is on the day of the dated clock time
before it, after it. New sentences of each kind, and ones of a neighbouring kind that keep
their reading. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "pottery class on may 14, 6-8:30pm, bring an apron",
            [
                ("on may 14", "2026-05-14T00:00", "2026-05-15T00:00"),
                ("6-8:30pm", "2026-05-14T18:00", "2026-05-14T20:30"),
            ],
        ),
        (
            "the tasting got moved from may 9 to may 16, 2-4pm",
            [
                ("may 9", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("may 16", "2026-05-16T00:00", "2026-05-17T00:00"),
                ("2-4pm", "2026-05-16T14:00", "2026-05-16T16:00"),
            ],
        ),
        (
            "open house saturday, 10:30-12, no need to book",
            [
                ("saturday", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("10:30-12", "2026-05-09T10:30", "2026-05-09T12:00"),
            ],
        ),
    ],
)
def test_a_marked_clock_range_after_a_date_and_a_comma_is_on_that_date(read, text, want) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "vet on the 8th at 9, then the dog's grooming at 10:45",
            [
                ("on the 8th at 9", "2026-05-08T09:00", "2026-05-08T10:00"),
                ("at 10:45", "2026-05-08T10:45", "2026-05-08T10:46"),
            ],
        ),
        (
            "we called the office on friday at 9, then again at 4:15",
            [
                ("on friday at 9", "2026-05-01T09:00", "2026-05-01T10:00"),
                ("at 4:15", "2026-05-01T16:15", "2026-05-01T16:16"),
            ],
        ),
        # kept: a message to someone after "then" is the nearest time, not the day's
        (
            "dentist on the 8th at 10, then call me at 5",
            [
                ("on the 8th at 10", "2026-05-08T10:00", "2026-05-08T11:00"),
                ("at 5", "2026-05-04T17:00", "2026-05-04T18:00"),
            ],
        ),
    ],
)
def test_a_clock_time_after_then_is_on_the_dated_clock_times_day(read, text, want) -> None:
    assert read(text) == want


# Kind (batch 18): a holiday after "before/after" right after a range of clock times on a
# day ("thurs 7-9pm before easter") is the holiday, as "before easter" alone is; the range
# keeps its day. Said on Sunday 29 March 2026.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "extra choir practice tues 6-8pm before easter, bring your folders",
            [
                ("tues 6-8pm", "2026-03-31T18:00", "2026-03-31T20:00"),
                ("easter", "2026-04-05T00:00", "2026-04-06T00:00"),
            ],
        ),
        # kept: "before easter" alone
        (
            "extra choir practice before easter",
            [("easter", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
    ],
)
def test_a_holiday_after_before_a_dated_clock_range_is_the_holiday(read, text, want) -> None:
    assert read(text, said="2026-03-29T13:00") == want


# Kind (batch 18): a range of two dated weekdays keeps its first day, in the year the first
# date falls on its weekday. Said on Saturday 20 March 2027.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the regatta runs sat 10 april to sun 11 april, entries close friday",
            [
                ("sat 10 april to sun 11 april", "2027-04-10T00:00", "2027-04-12T00:00"),
                ("friday", "2027-03-26T00:00", "2027-03-27T00:00"),
            ],
        ),
        (
            "the fair runs sat may 1 - sun may 2",
            [("sat may 1 - sun may 2", "2027-05-01T00:00", "2027-05-03T00:00")],
        ),
        # kept: past told as past, its first day kept
        (
            "we stayed sat 6 march to sun 7 march",
            [("sat 6 march to sun 7 march", "2027-03-06T00:00", "2027-03-08T00:00")],
        ),
        # kept: dates without weekdays, Duckling's own range
        (
            "the course runs 3 april to 4 april",
            [("3 april to 4 april", "2027-04-03T00:00", "2027-04-05T00:00")],
        ),
    ],
)
def test_a_range_of_two_dated_weekdays_keeps_its_first_day(read, text, want) -> None:
    assert read(text, said="2027-03-20T09:00") == want
