"""Time expressions read whole (`resolve_times`), round 37's follow-up on a price after a
comma (tests/data/timeexpr.md, not dates: prices and counts): four digits after a clock time
and a comma, before "each"/"per"/"for" or a noun, are a price or a count, not a year ("thu
at 7, 2500 each": that Thursday at 7), even in a year's digits; a date before the comma
keeps its year ("march 3, 2027 for the wedding"). "sun" opening a message before "at" a
clock time is Sunday. Said on Sunday 10 May 2026, 12:00 (UTC)."""

from __future__ import annotations

import pytest

_SAID = "2026-05-10T12:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("thu at 7, 2500 each", [("thu at 7", "2026-05-14T07:00", "2026-05-14T08:00")]),
        (
            "sat at 9pm, 1800 per head incl drinks",
            [("sat at 9pm", "2026-05-16T21:00", "2026-05-16T22:00")],
        ),
        (
            "wed at 6:30, 1950 for the two of us",
            [("wed at 6:30", "2026-05-13T18:30", "2026-05-13T18:31")],
        ),
        (
            "sun at 11, 1200 for a table of 6",
            [("sun at 11", "2026-05-17T11:00", "2026-05-17T12:00")],
        ),
        ("fri at 8, 2000 tickets", [("fri at 8", "2026-05-15T08:00", "2026-05-15T09:00")]),
    ],
)
def test_a_price_after_a_clock_time_is_no_year(read, text, want) -> None:
    assert read(text, said=_SAID) == want


def test_a_date_keeps_its_year(read) -> None:
    assert read("march 3, 2027 for the wedding", said=_SAID) == [
        ("march 3, 2027", "2027-03-03T00:00", "2027-03-04T00:00")
    ]


def test_the_sun_with_its_article_is_the_weather(read) -> None:
    assert read("the sun at 8am was blinding", said=_SAID) == [
        ("at 8am", "2026-05-10T08:00", "2026-05-10T09:00")
    ]
