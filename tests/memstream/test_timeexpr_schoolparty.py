"""Time expressions read whole (`resolve_times`, the product's path): a school's party ("class
party", "school party") is no word of the evening, as a "work party" is none: a bare clock
time in its sentence keeps the daytime reading. Said on Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-03-10T13:20"


def test_a_class_party_on_a_day_is_in_the_daytime(read) -> None:
    assert read("the class party is thursday at 10, bring crisps", said=SAID) == [
        ("thursday at 10", "2026-03-12T10:00", "2026-03-12T11:00"),
    ]


def test_a_school_party_on_a_day_is_in_the_daytime(read) -> None:
    assert read("school party friday at 9", said=SAID) == [
        ("friday at 9", "2026-03-13T09:00", "2026-03-13T10:00"),
    ]


def test_a_party_is_still_the_evening(read) -> None:
    # near miss: a party with no school before it tells the evening
    assert read("the party is thursday at 8", said=SAID) == [
        ("thursday at 8", "2026-03-12T20:00", "2026-03-12T21:00"),
    ]


def test_a_high_school_party_is_still_the_evening(read) -> None:
    # near miss: a "high/middle school party" is a teens' party, in the evening
    assert read("high school party on sat at 9, her first one 😬", said=SAID) == [
        ("on sat at 9", "2026-03-14T21:00", "2026-03-14T22:00"),
    ]
    assert read("middle school party fri at 7", said=SAID) == [
        ("fri at 7", "2026-03-13T19:00", "2026-03-13T20:00"),
    ]
