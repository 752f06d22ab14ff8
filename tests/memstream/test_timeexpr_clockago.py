"""Time expressions read whole (`resolve_times`, the product's path): a clock time right
before a count of days ("the bus left at 6:10 2 days ago") is that clock time on that day,
one time; without am/pm its daytime reading, 07:00 to 19:00, unless a word of the morning or
the evening tells otherwise (round 38 part A; tests/data/timeexpr.md: "N units ago", clock
times on a named day). New sentences, and neighbours that keep their reading. Said on
Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"
TWO_DAYS = ("two days ago", "2027-03-01T00:00", "2027-03-02T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the ferry sailed at 4:15 3 days ago",
            [("at 4:15 3 days ago", "2027-02-28T16:15", "2027-02-28T16:16")],
        ),
        (
            "the parcel came at 11 two days ago",
            [("at 11 two days ago", "2027-03-01T11:00", "2027-03-01T12:00")],
        ),
        (
            "woke at 5 two days ago and couldn't sleep",
            [("at 5 two days ago", "2027-03-01T05:00", "2027-03-01T06:00")],
        ),
        ("we'll meet at 4 in 2 days", [("at 4 in 2 days", "2027-03-05T16:00", "2027-03-05T17:00")]),
    ],
)
def test_a_clock_time_before_a_count_of_days_is_on_that_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("ordered it 2 days ago", [("2 days ago", "2027-03-01T00:00", "2027-03-02T00:00")]),
        (
            "paid at the till two days ago",
            [("two days ago", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
    ],
)
def test_a_count_of_days_alone_stays_that_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a level or an amount, no clock time: the day alone
        ("there were about 5 two days ago, now 12", [TWO_DAYS]),
        ("the puppy weighed about 4 two days ago", [TWO_DAYS]),
        (
            "the temp was around 3 two days ago",
            [("around 3 two days ago", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        ("we were at 4 two days ago and now we're top", [TWO_DAYS]),
        (
            "the tank was at 7 three days ago, at 2 now",
            [("three days ago", "2027-02-28T00:00", "2027-03-01T00:00")],
        ),
    ],
)
def test_a_level_before_a_count_of_days_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_at_around_an_hour_before_a_count_of_days_is_on_that_day(read) -> None:
    assert read("we got there at around 4 two days ago", said=SAID) == [
        ("around 4 two days ago", "2027-03-01T16:00", "2027-03-01T17:00")
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an event at an hour, told with "be": its hour on that day
        (
            "my flight is at 6 in two days",
            ("at 6 in two days", "2027-03-05T18:00", "2027-03-05T19:00"),
        ),
        ("the vet's at 10 in 3 days", ("at 10 in 3 days", "2027-03-06T10:00", "2027-03-06T11:00")),
        (
            "the meeting was at 2 two days ago",
            ("at 2 two days ago", "2027-03-01T14:00", "2027-03-01T15:00"),
        ),
        # "around"/"about" an hour after a verb of coming, going or calling: the hour
        (
            "she called around 4 two days ago",
            ("around 4 two days ago", "2027-03-01T16:00", "2027-03-01T17:00"),
        ),
        (
            "the parcel came around 11 two days ago",
            ("around 11 two days ago", "2027-03-01T11:00", "2027-03-01T12:00"),
        ),
    ],
)
def test_an_event_or_an_arrival_at_an_hour_before_a_count_of_days(read, text, want) -> None:
    assert read(text, said=SAID) == [want]


def test_about_a_number_after_a_verb_of_doing_is_how_many(read) -> None:
    assert read("ate about 4 two days ago", said=SAID) == [TWO_DAYS]
