"""Time expressions read whole (`resolve_times`), round 55 part d's kind of a holiday and
"week" ("the store is rammed christmas week", "can you cover thanksgiving week"): the
calendar week holding the holiday, as "the week of christmas" is (tests/data/timeexpr.md:
a week is Monday to Monday), not the holiday's day alone. "After" it keeps the open span
from the holiday, "last christmas week" Duckling's holiday, and a weekend or a word glued
to "week" ("christmas weekend", "a xmas week-long sale") stays as it was. Said on Tuesday 1
December 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-01T09:00"
_OPEN = "9999-12-31T23:59"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the store is rammed christmas week",
            [("christmas week", "2026-12-21T00:00", "2026-12-28T00:00")],
        ),
        ("xmas week rota is up", [("xmas week", "2026-12-21T00:00", "2026-12-28T00:00")]),
        (
            "the xmas week shifts are posted",
            [("the xmas week", "2026-12-21T00:00", "2026-12-28T00:00")],
        ),
        (
            "christmas week last year was mad",
            [("christmas week last year", "2025-12-22T00:00", "2025-12-29T00:00")],
        ),
    ],
)
def test_a_holiday_week_is_the_week_holding_it(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_thanksgiving_week_is_the_week_holding_it(read) -> None:
    got = read("can you cover thanksgiving week", said="2026-10-01T09:00")
    assert got == [("thanksgiving week", "2026-11-23T00:00", "2026-11-30T00:00")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("after christmas week we renovate", [("after christmas", "2026-12-25T00:00", _OPEN)]),
        (
            "last christmas week was dead",
            [("last christmas", "2025-12-25T00:00", "2025-12-26T00:00")],
        ),
        (
            "christmas weekend was fun",
            [("christmas weekend", "2025-12-27T00:00", "2025-12-29T00:00")],
        ),
        ("our xmas week-long sale starts", [("xmas", "2026-12-25T00:00", "2026-12-26T00:00")]),
        ("every christmas week we go north", []),
    ],
)
def test_a_holiday_week_keeps_its_neighbours(read, text, want) -> None:
    assert read(text, said=SAID) == want
