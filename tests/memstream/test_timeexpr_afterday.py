"""Time expressions read whole (`resolve_times`), round 51 part b's kind of "after X", X a
day, a holiday or a part of one ("the bakery reopens after monday", "after sunday's storm",
"after last night's fireworks"): X itself, the day the message names, as "before X" and "by
X" are (tests/data/timeexpr.md), not an open span from X to the year 9999. A clock time
after "after" stays that hour, a day counted from X stays Duckling's, and a month or a
duration stays as it was. Said on Tuesday 1 December 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-01T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the bakery reopens after monday", [("monday", "2026-12-07T00:00", "2026-12-08T00:00")]),
        (
            "my parcel should turn up after the 10th",
            [("the 10th", "2026-12-10T00:00", "2026-12-11T00:00")],
        ),
        (
            "we'll sort the garage after new year's day",
            [("new year's day", "2027-01-01T00:00", "2027-01-02T00:00")],
        ),
        (
            "the roof started leaking after sunday's storm",
            [("sunday", "2026-11-29T00:00", "2026-11-30T00:00")],
        ),
        (
            "the dog has been off his food after last night's fireworks",
            [("last night", "2026-11-30T18:00", "2026-12-01T00:00")],
        ),
        (
            "prices jumped after black friday",
            [("black friday", "2026-11-27T00:00", "2026-11-28T00:00")],
        ),
        (
            "right after christmas we drive up",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
        ("i'm wiped after today", [("today", "2026-12-01T00:00", "2026-12-02T00:00")]),
    ],
)
def test_after_a_day_is_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a clock time: that hour, as before
        ("call me after 6", [("after 6", "2026-12-01T18:00", "2026-12-01T19:00")]),
        ("free after 3 on friday", [("after 3 on friday", "2026-12-04T15:00", "2026-12-04T16:00")]),
        # a day counted from X is another day than X
        (
            "the week after easter we fly",
            [("the week after easter", "2027-03-29T00:00", "2027-04-05T00:00")],
        ),
        # longer than a day: left open, as the conventions leave it
        ("after march it gets easier", [("after march", "2027-03-01T00:00", "9999-12-31T23:59")]),
        ("we broke up after 9 years", []),
    ],
)
def test_after_a_clock_a_count_or_a_month_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
