"""Time expressions read whole (`resolve_times`, the product's path): an ordinal after "come"
before a clock time with am/pm ("the fitter can come 19th 8am") is the day of a visit, not a
placing ("came 4th on sat"). Said on Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-03-10T13:20"


def test_an_ordinal_and_a_clock_time_after_come_is_a_visit(read) -> None:
    assert read("the boiler guy can come 19th 8am, finally", said=SAID) == [
        ("19th 8am", "2026-03-19T08:00", "2026-03-19T09:00"),
    ]


def test_a_placing_before_a_day_stays_a_placing(read) -> None:
    # near miss: "came 3rd" is a placing, the day after it alone the time
    assert read("she came 3rd on sunday in the relay", said=SAID) == [
        ("on sunday", "2026-03-08T00:00", "2026-03-09T00:00"),
    ]


def test_a_placing_told_before_a_clock_time_stays_a_placing(read) -> None:
    # near miss: "came 1st" / "finished 3rd" told as past is a placing, not a visit's day
    assert [t for t, *_ in read("we came 1st 9am sunday league lol", said=SAID)] == ["9am sunday"]
    assert [t for t, *_ in read("he finished 3rd 2pm race then went home", said=SAID)] == ["2pm"]
