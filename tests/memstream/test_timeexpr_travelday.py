"""Time expressions read whole (`resolve_times`), batch 64's kind of a day of the month alone
right after a verb of coming or going, with its particle or none ("movers come the 23rd for
the pack out", "he flies out the 18th and lands ..."; tests/data/timeexpr.md, "Not dates":
a day of the month is kept where it is a date, an ordinal of a thing where a noun follows
it): the day one comes or goes on, whatever follows it; an ordinal before a noun ("the 14th
floor", "the 2nd time") stays no time. Said on Wednesday 4 August 2027 (UTC)."""

from __future__ import annotations

import pytest

_AUGUST = "2027-08-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the plumber comes the 12th for the boiler, fingers crossed",
            [("the 12th", "2027-08-12T00:00", "2027-08-13T00:00")],
        ),
        (
            "my sister drives over the 20th with the kids",
            [("the 20th", "2027-08-20T00:00", "2027-08-21T00:00")],
        ),
        (
            "we head back the 9th and then straight into work monday",
            [
                ("the 9th", "2027-08-09T00:00", "2027-08-10T00:00"),
                ("monday", "2027-08-09T00:00", "2027-08-10T00:00"),
            ],
        ),
        # kept: ordinals of things after the same verbs
        ("we went up the 14th floor to see the view", []),
        ("she came the 2nd time round and loved it", []),
    ],
)
def test_a_day_alone_after_coming_or_going(read, text, want) -> None:
    assert read(text, said=_AUGUST) == want


@pytest.mark.parametrize(
    ("text", "ordinal"),
    [
        ("the bus goes the 1st and 3rd saturday of the month", "the 1st"),
        ("the cleaner comes the 2nd and 4th monday, $60 a visit", "the 2nd"),
    ],
)
def test_the_first_of_two_ordinals_sharing_a_noun_is_no_day(read, text, ordinal) -> None:
    assert ordinal not in [found for found, _, _ in read(text, said=_AUGUST)]


def test_two_days_after_coming_stay_days(read) -> None:
    assert read("the cleaners come the 5th and the 19th", said=_AUGUST) == [
        ("the 5th", "2027-08-05T00:00", "2027-08-06T00:00"),
        ("the 19th", "2027-08-19T00:00", "2027-08-20T00:00"),
    ]
