"""Time expressions read whole (`resolve_times`, the product's path), batch 18's kind: a
clock written with a leading zero ("06:15") is the 24-hour clock and says its own half of
the day, not the daytime reading of a bare clock time on a named day (tests/data/timeexpr.md:
clock times without am/pm). New sentences of the kind, and ones that keep the daytime."""

from __future__ import annotations

import pytest

# said on Monday 4 May 2026 at 09:00


# Kind: a zero-padded clock on a named day is the morning, whatever the day
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("shift starts 06:30 on thursday", ("06:30 on thursday", "2026-05-07T06:30")),
        ("the ferry leaves 07:45 on saturday", ("07:45 on saturday", "2026-05-09T07:45")),
        ("we land 05:40 on the 12th", ("05:40 on the 12th", "2026-05-12T05:40")),
    ],
)
def test_a_zero_padded_clock_on_a_named_day_is_the_morning(read, text, expected) -> None:
    ((found, start, _),) = read(text)
    assert (found, start) == expected


# ... and so the first time of a zero-padded range
def test_a_zero_padded_clock_range_is_the_morning(read) -> None:
    assert read("the boat goes 06:00-08:00 on sat") == [
        ("06:00-08:00 on sat", "2026-05-09T06:00", "2026-05-09T08:00")
    ]


# Kind that must not change: a clock without its leading zero keeps the daytime reading, and
# one with am/pm its own half
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("can you do 6:30 on thursday?", ("6:30 on thursday", "2026-05-07T18:30")),
        ("the ferry leaves 07:45pm on saturday", ("07:45pm on saturday", "2026-05-09T19:45")),
    ],
)
def test_a_clock_without_a_leading_zero_keeps_its_reading(read, text, expected) -> None:
    ((found, start, _),) = read(text)
    assert (found, start) == expected


# Kind that must not change: a pace is no clock time, padded or not
def test_a_zero_padded_pace_is_no_time(read) -> None:
    assert read("my pace was 06:15 per km on sunday") == [
        ("on sunday", "2026-05-03T00:00", "2026-05-04T00:00")
    ]
