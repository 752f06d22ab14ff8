"""Time expressions read whole (`resolve_times`, the product's path): a day, a comma and an
ordinal word heading a noun ("on sat, first game at 6") is the order of a thing, not the 1st
of a month that Duckling reads: the day alone, and a clock time further on is on it. Said on
Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-03-10T13:20"


def test_first_heading_a_noun_after_a_day_and_its_hour(read) -> None:
    assert read("warm up at 9:30 on sun, first race at 11", said=SAID) == [
        ("at 9:30 on sun", "2026-03-15T09:30", "2026-03-15T09:31"),
        ("at 11", "2026-03-15T11:00", "2026-03-15T12:00"),
    ]


def test_second_heading_a_noun_after_a_day(read) -> None:
    # Duckling reads "thursday, second" as a Thursday the 2nd
    assert read("exams on thursday, second paper after lunch", said=SAID) == [
        ("on thursday", "2026-03-12T00:00", "2026-03-13T00:00"),
    ]


def test_first_of_a_month_after_a_day_stays_a_date(read) -> None:
    # near miss: "first of april" is the date the day names
    assert read("it's on wednesday, first of april", said=SAID) == [
        ("on wednesday, first of april", "2026-04-01T00:00", "2026-04-02T00:00"),
    ]
