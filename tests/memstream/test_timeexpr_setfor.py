"""Time expressions read whole (`resolve_times`, the product's path): a bare hour that
someone is set, good or confirmed for ("we're all set for 9 tomorrow") is a clock time, on
the day after it, as a plan that is "on for" an hour is (round 38 part A;
tests/data/timeexpr.md, clock times without am/pm). New sentences, and neighbours with a
count ("for 8 people", "the table is set for 8") that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
TOMORROW = ("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "you're confirmed for 10 tomorrow",
            [("10 tomorrow", "2027-03-04T10:00", "2027-03-04T11:00")],
        ),
        ("are we still good for 6?", [("6", "2027-03-03T18:00", "2027-03-03T19:00")]),
        (
            "they're all set for 11 tomorrow!",
            [("11 tomorrow", "2027-03-04T11:00", "2027-03-04T12:00")],
        ),
    ],
)
def test_an_hour_someone_is_set_for_is_a_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we're all set for 8 people tomorrow", [TOMORROW]),
        ("the table is set for 8 tomorrow", [TOMORROW]),
        ("we're set for 10 hours tomorrow", [TOMORROW]),
        ("we're good for 2 more days", []),
    ],
)
def test_a_count_someone_is_set_for_stays_a_count(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        # "good for" a number, not asked and not "still": how many one wants
        "how many slices? i'm good for 2",
        "we're good for 4, the rest can go to mum",
        "beers: i'm good for 3 tho",
    ],
)
def test_how_many_one_is_good_for_is_no_time(read, text) -> None:
    assert read(text, said=SAID) == []


def test_an_hour_someone_is_confirmed_for_on_a_weekday_is_that_day(read) -> None:
    assert read("i'm confirmed for 2 on friday", said=SAID) == [
        ("2 on friday", "2027-03-05T14:00", "2027-03-05T15:00")
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "good for" told with its day after it, or asked by a question mark: a clock time
        ("we're good for 7 tonight?", [("7 tonight", "2027-03-03T19:00", "2027-03-03T20:00")]),
        (
            "you're good for 8 tomorrow, i checked",
            [("8 tomorrow", "2027-03-04T08:00", "2027-03-04T09:00")],
        ),
        ("we're good for 7?", [("7", "2027-03-03T19:00", "2027-03-03T20:00")]),
    ],
)
def test_an_hour_someone_is_good_for_with_its_day_or_asked(read, text, want) -> None:
    assert read(text, said=SAID) == want
