"""Time expressions read whole (`resolve_times`, the product's path): ranges of clock times
on a day, the kind of case of blind batches 35-37's misses in round 37 (tests/data/timeexpr.md,
ranges: a range of clock times runs from the first to the second, on the day named beside
it). New sentences, not the batch's, and neighbours of each kind that keep their reading.
Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "until" a day and a range of bare hours: the range on that day, as "until X" is X
        (
            "the plumber can't come til thurs 9-1",
            "2027-03-08T10:00",
            [("thurs 9-1", "2027-03-11T09:00", "2027-03-11T13:00")],
        ),
        (
            "no slots until tomorrow 2-4 apparently",
            "2027-03-08T10:00",
            [("tomorrow 2-4", "2027-03-09T14:00", "2027-03-09T16:00")],
        ),
        # no range after the day: "until" the day stays the day
        (
            "can't come til thurs",
            "2027-03-08T10:00",
            [("thurs", "2027-03-11T00:00", "2027-03-12T00:00")],
        ),
    ],
)
def test_range_after_until_a_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a chat spelling of a part of the day between a day and a range: the range that day
        (
            "footy training moved to tues arvo 3:30-5",
            "2027-03-08T10:00",
            [("tues arvo 3:30-5", "2027-03-09T15:30", "2027-03-09T17:00")],
        ),
        (
            "we're doing karaoke sat nite 8-11",
            "2027-03-08T10:00",
            [("sat nite 8-11", "2027-03-13T20:00", "2027-03-13T23:00")],
        ),
        # no range after it: the part of the day, as before
        (
            "see u thurs arvo",
            "2027-03-08T10:00",
            [("thurs arvo", "2027-03-11T12:00", "2027-03-11T19:00")],
        ),
    ],
)
def test_range_after_chat_part_of_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a range whose last time has am/pm and a day of its own ends at that time
        (
            "the pool will be closed from 8pm sat till 7am tues",
            "2027-03-08T10:00",
            [("from 8pm sat till 7am tues", "2027-03-13T20:00", "2027-03-16T07:00")],
        ),
        (
            "the line will be closed from sat 9pm to mon 5:30am",
            "2027-03-08T10:00",
            [("from sat 9pm to mon 5:30am", "2027-03-13T21:00", "2027-03-15T05:30")],
        ),
        # with a day alone for its end: to the end of that day
        (
            "the line will be closed from sat 9pm until mon",
            "2027-03-08T10:00",
            [("from sat 9pm until mon", "2027-03-13T21:00", "2027-03-16T00:00")],
        ),
    ],
)
def test_range_ends_at_its_last_time(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a range of clock times after a day, an emoji and a few words: on that day
        (
            "bake sale is on friday 🧁 hall open from 9 to 1",
            "2027-03-08T10:00",
            [
                ("on friday", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("from 9 to 1", "2027-03-12T09:00", "2027-03-12T13:00"),
            ],
        ),
        # a message to someone after the emoji: the nearest range, as after a comma
        (
            "bake sale is on friday 🧁 call me from 9 to 1",
            "2027-03-08T10:00",
            [
                ("on friday", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("from 9 to 1", "2027-03-08T09:00", "2027-03-08T13:00"),
            ],
        ),
    ],
)
def test_range_after_a_day_and_an_emoji(read, text, said, want) -> None:
    assert read(text, said=said) == want
