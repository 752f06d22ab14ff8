"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part C): the feasts of other calendars (memstream/encoders/times/timefeasts.py, their dates
from the `holidays` package). New sentences, not the batch's, and neighbours of each kind
that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

from datetime import datetime

import pytest

from memstream.encoders.times.timefeasts import occurrences


# Kind: a feast of another calendar is its day (a holiday, tests/data/timeexpr.md), the
# occurrence the sentence's tense names; the day it is said on counts ("happy holi")
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "happy holi everyone!! colours at the park",
            "2027-03-22T07:00",
            [("holi", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        # told as past: the one before
        (
            "we played holi with the neighbours, still pink",
            "2027-05-02T08:00",
            [("holi", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        # the day itself, not the eve Duckling gives (10 October)
        (
            "off work for yom kippur",
            "2027-09-01T08:00",
            [("yom kippur", "2027-10-11T00:00", "2027-10-12T00:00")],
        ),
        (
            "flying to seoul for chuseok",
            "2027-08-01T08:00",
            [("chuseok", "2027-09-15T00:00", "2027-09-16T00:00")],
        ),
        (
            "going home to da nang for tet",
            "2027-01-10T08:00",
            [("tet", "2027-02-06T00:00", "2027-02-07T00:00")],
        ),
        # a feast of several days: its days
        (
            "songkran is next month, bringing goggles",
            "2027-03-20T08:00",
            [
                ("songkran", "2027-04-13T00:00", "2027-04-16T00:00"),
                ("next month", "2027-04-01T00:00", "2027-05-01T00:00"),
            ],
        ),
        (
            "we're doing passover at ours",
            "2027-04-01T08:00",
            [("passover", "2027-04-22T00:00", "2027-04-29T00:00")],
        ),
        (
            "rosh hashanah is early this year",
            "2027-08-01T08:00",
            [
                ("rosh hashanah", "2027-10-02T00:00", "2027-10-04T00:00"),
                ("this year", "2027-01-01T00:00", "2028-01-01T00:00"),
            ],
        ),
    ],
)
def test_a_feast_of_another_calendar_is_its_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


# Kind: the time beside a feast is read alone ("diwali's on the 29th", "holi next month");
# a count of days before or after it is that day; "since" it runs to the moment said;
# "the day before" after the date beside it is read against that date
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "diwali's on the 29th, rangoli the day before",
            "2027-10-01T08:00",
            [
                ("diwali", "2027-10-29T00:00", "2027-10-30T00:00"),
                ("on the 29th", "2027-10-29T00:00", "2027-10-30T00:00"),
                ("the day before", "2027-10-28T00:00", "2027-10-29T00:00"),
            ],
        ),
        (
            "mum wants us home for holi next month",
            "2027-02-10T08:00",
            [
                ("holi", "2027-03-22T00:00", "2027-03-23T00:00"),
                ("next month", "2027-03-01T00:00", "2027-04-01T00:00"),
            ],
        ),
        (
            "the day after songkran the streets are quiet",
            "2027-04-01T08:00",
            [("the day after songkran", "2027-04-16T00:00", "2027-04-17T00:00")],
        ),
        (
            "2 days before yom kippur we fly back",
            "2027-09-01T08:00",
            [("2 days before yom kippur", "2027-10-09T00:00", "2027-10-10T00:00")],
        ),
        (
            "i've been off sugar since purim",
            "2027-04-01T08:00",
            [("since purim", "2027-03-23T00:00", "2027-04-01T08:00")],
        ),
        # the tagger's plural noun is the feast's verb before a time
        (
            "hanukkah starts next week",
            "2027-12-17T08:00",
            [
                ("hanukkah", "2027-12-25T00:00", "2028-01-02T00:00"),
                ("next week", "2027-12-20T00:00", "2027-12-27T00:00"),
            ],
        ),
    ],
)
def test_the_time_beside_a_feast(read, text, said, want) -> None:
    assert read(text, said=said) == want


# Near misses: a feast before a noun is the noun's kind ("Christmas lights"); a word that
# holds a feast's name is none ("holiday", "holi-themed")
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("purim costumes are in the attic", "2027-02-01T08:00"),
        ("vesak lanterns are up on the street", "2027-05-01T08:00"),
        ("the holiday was great", "2027-03-01T08:00"),
        ("the holi-themed menu was a hit", "2027-03-01T08:00"),
    ],
)
def test_no_feast_day(read, text, said) -> None:
    assert read(text, said=said) == []


def test_no_date_outside_the_years_the_package_keeps() -> None:
    # the package keeps Holi from 2001: none in 1990, and no mention ("holi in 1990")
    assert occurrences("holi", datetime(1990, 6, 1)) == []
    assert [o.start.day for o in occurrences("Holi", datetime(2027, 6, 1))] == [4, 22, 11]
