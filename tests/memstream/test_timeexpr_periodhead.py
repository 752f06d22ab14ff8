"""Time expressions read whole (`resolve_times`, the product's path): a value (a measure, a
price, a count, a change "from N to M") right before a stretch longer than a day ("last
month", "this year", "since january") is no clock time, the kind of case of blind batches
59-61's misses (round 45 part A; tests/data/timeexpr.md, "not dates": counts and measures,
prices). New sentences, not the batch's, and neighbours that keep their reading. Said on
Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the milk yield was 3.85 last month, not bad",
            [("last month", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
        (
            "we sold 1,200 last year at the farm gate",
            [("last year", "2026-01-01T00:00", "2027-01-01T00:00")],
        ),
        (
            "the rate went from 40 to 65 this year",
            [("this year", "2027-01-01T00:00", "2028-01-01T00:00")],
        ),
        (
            "diesel's up 12p since january",
            [("since january", "2027-01-01T00:00", "2027-03-03T09:00")],
        ),
        (
            "membership grew from 150 to 420 since 2024",
            [("since 2024", "2024-01-01T00:00", "2027-03-03T09:00")],
        ),
    ],
)
def test_a_value_before_a_stretch_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # before a day or a part of one, chat's clock time without a colon stays one
        ("got in 930 last night", [("930 last night", "2027-03-02T21:30", "2027-03-02T21:31")]),
        ("left 530 this morning", [("530 this morning", "2027-03-03T05:30", "2027-03-03T05:31")]),
        # a value before a day: the day, as before
        ("we had 300 on tuesday", [("on tuesday", "2027-03-02T00:00", "2027-03-03T00:00")]),
        # written ordinals before a month: days of that month (round 45 part A review)
        (
            "from 3rd to 5th next month im in denver",
            [("from 3rd to 5th next month", "2027-04-03T00:00", "2027-04-06T00:00")],
        ),
    ],
)
def test_a_clock_or_a_day_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
