"""Time expressions read whole (`resolve_times`), by kind (round 38): weekdays after a week
that heads their sentence ("next week i'm off mon and tue") are that week's days, as "mon and
tue next week" are (tests/data/timeexpr.md: "last/this/next" + weekday is the one in that
week; memstream/encoders/times/timeweekheading.py), not the nearest or the coming ones; a
weekday in another sentence, or with a date of its own, keeps its reading."""

from __future__ import annotations

import pytest

MONDAY = "2026-03-09T10:00"
WEDNESDAY = "2026-03-11T10:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "next week we're in york tuesday and thursday",
            MONDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("tuesday", "2026-03-17T00:00", "2026-03-18T00:00"),
                ("thursday", "2026-03-19T00:00", "2026-03-20T00:00"),
            ],
        ),
        (
            "so next week the boiler man comes on wed at 9",
            MONDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("on wed at 9", "2026-03-18T09:00", "2026-03-18T10:00"),
            ],
        ),
        (
            "last week i was off on mon and tue",
            WEDNESDAY,
            [
                ("last week", "2026-03-02T00:00", "2026-03-09T00:00"),
                ("on mon", "2026-03-02T00:00", "2026-03-03T00:00"),
                ("tue", "2026-03-03T00:00", "2026-03-04T00:00"),
            ],
        ),
        # neighbours that keep theirs
        (
            "next week is mad. tuesday i'm at the dentist",
            MONDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("tuesday", "2026-03-10T00:00", "2026-03-11T00:00"),
            ],
        ),
        (
            "next week: wed 25th is the quiz",
            WEDNESDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("wed 25th", "2026-03-25T00:00", "2026-03-26T00:00"),
            ],
        ),
    ],
)
def test_weekdays_after_a_heading_week_are_in_it(read, text, said, want) -> None:
    assert read(text, said) == want
