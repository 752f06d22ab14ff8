"""Time expressions read whole (`resolve_times`, the product's path): "sat", "wed" or "sun"
after "come"/"comes" ("the van comes sat at 8") is the day of a coming, as after "arrives"
or "opens", not the verb "sat" nor the sun. Said on Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-03-10T13:20"


def test_sat_after_comes_and_before_a_clock_time_is_the_day(read) -> None:
    assert read("gotta tidy before the cleaner comes sat at 9", said=SAID) == [
        ("sat at 9", "2026-03-14T09:00", "2026-03-14T10:00"),
    ]


def test_wed_after_comes_is_the_day(read) -> None:
    assert read("the engineer comes wed, fingers crossed", said=SAID) == [
        ("wed", "2026-03-11T00:00", "2026-03-12T00:00"),
    ]


def test_the_sun_coming_out_is_no_day(read) -> None:
    # near miss: "here comes sun" with no clock time is the weather
    assert read("rain all morning but here comes sun finally", said=SAID) == []


def test_sat_after_a_subject_stays_the_verb(read) -> None:
    # near miss: "the dog sat at 6" is the verb, "at 6" the clock time
    assert [t for t, *_ in read("the dog sat at 6 waiting for his dinner", said=SAID)] != [
        "sat at 6"
    ]


def test_a_habit_after_comes_is_no_day(read) -> None:
    # near miss: "comes wed, every other week" is a habit's day, no date
    assert read("the cleaner comes wed, every other week", said=SAID) == []


def test_here_comes_sun_before_a_comma_is_the_weather(read) -> None:
    # near miss: "here comes sun," ends its part but is the sun coming out
    assert read("here comes sun, finally after a week of rain ☀️", said=SAID) == []
