"""Time expressions read whole (`resolve_times`), round 39's kind of "N years ago today": the
day N units before today (yesterday), one day, not the whole year "N years ago" alone is
(tests/data/timeexpr.md: "N units ago"). Apart, in two clauses, the two keep their own
readings, and so on two lines. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "two years ago today i ran my first marathon",
            [("two years ago today", "2024-05-04T00:00", "2024-05-05T00:00")],
        ),
        (
            "a month ago yesterday we signed the lease",
            [("a month ago yesterday", "2026-04-03T00:00", "2026-04-04T00:00")],
        ),
        (
            "6 weeks ago today the cast came off",
            [("6 weeks ago today", "2026-03-23T00:00", "2026-03-24T00:00")],
        ),
        # kept: two clauses, or two lines
        (
            "i moved here 3 years ago\ntoday i'm packing again",
            [
                ("3 years ago", "2023-01-01T00:00", "2024-01-01T00:00"),
                ("today", "2026-05-04T00:00", "2026-05-05T00:00"),
            ],
        ),
        (
            "4 years ago i moved here, today i'm packing again",
            [
                ("4 years ago", "2022-01-01T00:00", "2023-01-01T00:00"),
                ("today", "2026-05-04T00:00", "2026-05-05T00:00"),
            ],
        ),
    ],
)
def test_ago_today(read, text, want) -> None:
    assert read(text) == want


def test_a_leap_day_a_year_ago(read) -> None:
    assert read("a year ago today", said="2028-02-29T09:00") == [
        ("a year ago today", "2027-02-28T00:00", "2027-03-01T00:00")
    ]
