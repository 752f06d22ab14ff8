"""Time expressions read whole (`resolve_times`), round 51 part b's kind of a date written with
its weekday and no year ("mon 7 oct at 9.30", "thu 10 oct", "sun 14th at 2"): the date near
the moment said that falls on that weekday, whatever the tense (tests/data/timeexpr.md: no
date named without a year lies years away). Duckling's readings are the years in which the
date is that weekday, and a sentence told as past took one five years back (2019 for "the
letter came: thu 10 oct"), or, with a clock time, a date on another weekday (Saturday 7
October 2023 for "mon 7 oct at 9.30"). A date with a year, or with no weekday, keeps its
reading. Said on Sunday 31 March 2024, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2024-03-31T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "hospital letter came: mon 7 oct at 9.30",
            [("mon 7 oct at 9.30", "2024-10-07T09:30", "2024-10-07T09:31")],
        ),
        ("the letter came: thu 10 oct", [("thu 10 oct", "2024-10-10T00:00", "2024-10-11T00:00")]),
        (
            "the printer confirmed the date: saturday 21 sept",
            [("saturday 21 sept", "2024-09-21T00:00", "2024-09-22T00:00")],
        ),
        (
            "the venue emailed back, fri 13 sept it is",
            [("fri 13 sept", "2024-09-13T00:00", "2024-09-14T00:00")],
        ),
        # told as past and past: the one just gone
        (
            "we had it on sat 16 march",
            [("on sat 16 march", "2024-03-16T00:00", "2024-03-17T00:00")],
        ),
        ("sun 14th at 2 works", [("sun 14th at 2", "2024-04-14T14:00", "2024-04-14T15:00")]),
    ],
)
def test_a_date_with_its_weekday_is_the_near_one(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("thu 10 oct 2019", [("thu 10 oct 2019", "2019-10-10T00:00", "2019-10-11T00:00")]),
        ("the email came: 10 oct", [("10 oct", "2023-10-10T00:00", "2023-10-11T00:00")]),
        ("on the 14th", [("on the 14th", "2024-04-14T00:00", "2024-04-15T00:00")]),
        ("next friday", [("next friday", "2024-04-05T00:00", "2024-04-06T00:00")]),
    ],
)
def test_a_date_without_a_weekday_or_with_a_year_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
