"""Time expressions read whole (`resolve_times`, the product's path), batch 17's kinds of a
clock time read against the day beside it (tests/data/timeexpr.md, "clock times without
am/pm" and "ranges"): a range of clock times going on when it is said is today's; "from" a
bare hour after a day is that hour; "until" a clock time on a day is that time; a range of
clock times in a part of its own after a date is on that date; a second clock time joined
by "or"/"and" to one on a named day is on that day; "a week from friday" is the friday after
the coming one. New sentences of each kind, and ones of a neighbouring kind that keep their
reading. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (  # going on when it is said: today's, not tomorrow's
            "2026-05-04T11:30",
            "the pop-up shop is open from 10 to 6, come say hi",
            [("from 10 to 6", "2026-05-04T10:00", "2026-05-04T18:00")],
        ),
        # kept: still ahead, today's; over, tomorrow's; a day named beside it
        (
            "2026-05-04T08:00",
            "the pop-up shop is open from 10 to 6, come say hi",
            [("from 10 to 6", "2026-05-04T10:00", "2026-05-04T18:00")],
        ),
        (
            "2026-05-04T19:00",
            "the pop-up shop is open from 10 to 6, come say hi",
            [("from 10 to 6", "2026-05-05T10:00", "2026-05-05T18:00")],
        ),
        (
            "2026-05-04T17:00",
            "late opening today, doors from 4 to 10",
            [
                ("today", "2026-05-04T00:00", "2026-05-05T00:00"),
                ("from 4 to 10", "2026-05-04T16:00", "2026-05-04T22:00"),
            ],
        ),
    ],
)
def test_a_clock_range_going_on_is_todays(read, said, text, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # "from" a bare hour after a day, no end: that hour (its daytime reading)
            "the pool reopens on wed from 5, bring goggles",
            [("on wed from 5", "2026-05-06T17:00", "2026-05-06T18:00")],
        ),
        # kept: what runs on from it (to the end of that day, not to the year 9999:
        # timebeforeclock), and "from 5pm" as Duckling reads it
        (
            "the pool reopens on wed from 5 onwards",
            [("on wed from 5", "2026-05-06T17:00", "2026-05-07T00:00")],
        ),
        (
            "the pool reopens on wed from 5pm",
            [("on wed from 5pm", "2026-05-06T17:00", "2026-05-06T18:00")],
        ),
        (  # "until" a clock time on a day: that time, as "by X" is X
            "you can leave the bikes here till 8 tonight",
            [("8 tonight", "2026-05-04T20:00", "2026-05-04T21:00")],
        ),
        (
            "the bar is open till 11 tonight",
            [("11 tonight", "2026-05-04T23:00", "2026-05-05T00:00")],
        ),
    ],
)
def test_from_or_until_a_clock_time_on_a_day_is_that_time(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # a range of clock times after a date and a comma: on that date
            "your delivery is booked for Fri 15th May, arrival between 7 and 8am.",
            [
                ("Fri 15th May", "2026-05-15T00:00", "2026-05-16T00:00"),
                ("between 7 and 8am.", "2026-05-15T07:00", "2026-05-15T08:00"),
            ],
        ),
        (
            "plumber booked on Tue 12th May, arriving between 1 and 3pm.",
            [
                ("on Tue 12th May", "2026-05-12T00:00", "2026-05-13T00:00"),
                ("between 1 and 3pm.", "2026-05-12T13:00", "2026-05-12T15:00"),
            ],
        ),
        # kept: a message to someone after the comma is no line of the day's schedule
        (
            "see you on friday, call me between 2 and 3",
            [("on friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
    ],
)
def test_a_clock_range_after_a_date_is_on_that_date(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # a second clock time after "or"/"and": the same day, in the daytime
            "the dentist has thursday at 10:15 or 2:40",
            [
                ("thursday at 10:15", "2026-05-07T10:15", "2026-05-07T10:16"),
                ("2:40", "2026-05-07T14:40", "2026-05-07T14:41"),
            ],
        ),
        (
            "we've got courts on sat at 9:30 and 11:45",
            [
                ("on sat at 9:30", "2026-05-09T09:30", "2026-05-09T09:31"),
                ("11:45", "2026-05-09T11:45", "2026-05-09T11:46"),
            ],
        ),
        (  # after an evening time: the reading nearest to it
            "we could do friday at 8pm or 9:30",
            [
                ("friday at 8pm", "2026-05-08T20:00", "2026-05-08T21:00"),
                ("9:30", "2026-05-08T21:30", "2026-05-08T21:31"),
            ],
        ),
        # kept: two clock times with no day named
        (
            "I woke at 6:40 and left at 7:15",
            [
                ("at 6:40", "2026-05-04T06:40", "2026-05-04T06:41"),
                ("at 7:15", "2026-05-04T07:15", "2026-05-04T07:16"),
            ],
        ),
    ],
)
def test_a_second_clock_time_is_on_the_first_ones_day(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the next workshop is a week from thursday",
            [("a week from thursday", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
        (
            "the next one is two weeks from sunday",
            [("two weeks from sunday", "2026-05-24T00:00", "2026-05-25T00:00")],
        ),
        # kept: Duckling's own "a week from tomorrow"
        (
            "the next one is a week from tomorrow",
            [("a week from tomorrow", "2026-05-12T00:00", "2026-05-13T00:00")],
        ),
    ],
)
def test_a_week_from_a_weekday_is_the_week_after_it(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
