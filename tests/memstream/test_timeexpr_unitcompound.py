"""Time expressions read whole (`resolve_times`, the product's path): a calendar unit that
ends a compound word ("month-to-month", "day-to-day", also written apart) before
"after"/"before" a date is no "month after X": the date alone is read. "The month after X"
keeps its reading. Said on Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-03-10T13:20"


def test_hyphenated_compound_then_after_a_date_is_the_date(read) -> None:
    assert read("the gym goes month-to-month after april 12 so i can quit", said=SAID) == [
        ("april 12", "2026-04-12T00:00", "2026-04-13T00:00"),
    ]


def test_compound_written_apart_is_the_date_too(read) -> None:
    assert read("contract is week to week after may 3", said=SAID) == [
        ("may 3", "2026-05-03T00:00", "2026-05-04T00:00"),
    ]


def test_day_to_day_before_a_date_is_the_date(read) -> None:
    found = read("honestly it's day-to-day before the 20th", said=SAID)
    assert [t for t, _, _ in found] == ["the 20th"]
    assert found[0][1] == "2026-03-20T00:00"


def test_the_month_after_a_date_keeps_its_reading(read) -> None:
    assert read("the month after april 12 is free", said=SAID) == [
        ("the month after april 12", "2026-05-01T00:00", "2026-06-01T00:00"),
    ]


def test_the_week_after_a_holiday_keeps_its_reading(read) -> None:
    found = read("we fly out the week after easter", said=SAID)
    assert [t for t, _, _ in found] == ["the week after easter"]
