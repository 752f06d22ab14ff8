"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time
further on in a message about a day ahead is on that day also where the message names
another date after the clock time ("the fun run is sat, ... my heat is at 9:15. back at work
mon"): that later date is its own; a clock time after it is no longer the day's. Said on
Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-03-10T13:20"


def test_a_clock_time_before_a_later_date_is_on_the_day(read) -> None:
    text = "the fun run is saturday, whole family is going, my heat is at 9:15. back at work mon"
    assert read(text, said=SAID) == [
        ("saturday", "2026-03-14T00:00", "2026-03-15T00:00"),
        ("at 9:15", "2026-03-14T09:15", "2026-03-14T09:16"),
        ("mon", "2026-03-16T00:00", "2026-03-17T00:00"),
    ]


def test_a_clock_time_after_the_later_date_is_not_the_days(read) -> None:
    # near miss: past "mon", the clock time is not Saturday's
    text = "the fun run is saturday, whole family is going. mon i'm back, shift at 9:15"
    got = read(text, said=SAID)
    assert ("at 9:15", "2026-03-14T09:15", "2026-03-14T09:16") not in got
