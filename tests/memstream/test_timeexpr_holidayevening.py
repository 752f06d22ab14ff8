"""Time expressions read whole (`resolve_times`, the product's path): a holiday named on its
own day with a time of that day already begun or gone ("the doors shut at 5pm on black
friday", "we're out on halloween night", said that evening): the holiday's day, not a year
on, the kind of case of blind batches 92-94's misses (round 56 part C; tests/data/
timeexpr.md, "a recurring mention": a holiday can name the day it is said on). New
sentences, not the batch's, and neighbours that keep their reading."""

from __future__ import annotations

import pytest

#: Black Friday 2026 is Friday 27 November; Halloween 2026 a Saturday.
BLACK_FRIDAY_EVENING = "2026-11-27T19:30"
HALLOWEEN_EVENING = "2026-10-31T21:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the car park was rammed by 5pm on black friday",
            BLACK_FRIDAY_EVENING,
            [("5pm on black friday", "2026-11-27T17:00", "2026-11-27T18:00")],
        ),
        (
            "every till in the shop is down at 7pm on black friday, great",
            BLACK_FRIDAY_EVENING,
            [("at 7pm on black friday", "2026-11-27T19:00", "2026-11-27T20:00")],
        ),
        (
            "we're handing out sweets on halloween night",
            HALLOWEEN_EVENING,
            [("on halloween night", "2026-10-31T18:00", "2026-11-01T00:00")],
        ),
        # neighbours: a weekday never names the day it is said on, a holiday's name is no
        # occasion as a kind, and a past holiday stays the one just gone
        (
            "we're handing out sweets on saturday night",
            HALLOWEEN_EVENING,
            [("on saturday night", "2026-11-07T18:00", "2026-11-08T00:00")],
        ),
        ("black friday deals are a scam", BLACK_FRIDAY_EVENING, []),
        (
            "black friday was chaos",
            BLACK_FRIDAY_EVENING,
            [("black friday", "2026-11-27T00:00", "2026-11-28T00:00")],
        ),
    ],
)
def test_a_holiday_on_its_own_day_at_a_time_begun(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "next year i'll be up at 4am on black friday for sure",
            BLACK_FRIDAY_EVENING,
            [
                ("next year", "2027-01-01T00:00", "2028-01-01T00:00"),
                ("at 4am on black friday", "2027-11-26T04:00", "2027-11-26T05:00"),
            ],
        ),
        (
            "we should really open at 7am on black friday, not 9",
            BLACK_FRIDAY_EVENING,
            [("at 7am on black friday", "2027-11-26T07:00", "2027-11-26T08:00")],
        ),
        (
            "i'm gonna be there at 5am on black friday, camping out",
            BLACK_FRIDAY_EVENING,
            [("at 5am on black friday", "2027-11-26T05:00", "2027-11-26T06:00")],
        ),
        (
            "next year we're eating at 1pm on christmas day, not 4",
            "2026-12-25T19:00",
            [
                ("next year", "2027-01-01T00:00", "2028-01-01T00:00"),
                ("at 1pm on christmas day", "2027-12-25T13:00", "2027-12-25T14:00"),
            ],
        ),
        (
            "remind me to book the table for 7pm on nye next time",
            "2026-12-31T22:15",
            [("7pm on nye", "2027-12-31T19:00", "2027-12-31T20:00")],
        ),
    ],
)
def test_a_time_of_the_holiday_over_told_as_future_is_next_years(read, text, said, want) -> None:
    """A time of the holiday already over, said that day and told as future: next year's
    (round 56 follow-up C, review)."""
    assert read(text, said=said) == want
