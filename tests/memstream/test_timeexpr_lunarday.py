"""Time expressions read whole (`resolve_times`), round 55 part d's kind of the lunar new year
said on its day or just after it: "happy cny", said on 17 February 2026, is that day (a
holiday can name the day it is said on, tests/data/timeexpr.md), not the next one a year
away; "cny was lovely", said the day after or two weeks after, is that 17 February, the
latest one before, not the one of the year before. A plan before it stays the coming one,
"next cny" the one a year away, "last cny", "cny last year" and "cny 2025", said on it, the
one of 2025 (the review's probes), and its eve the day before it, as before."""

from __future__ import annotations

import pytest

_CNY = ("2026-02-17T00:00", "2026-02-18T00:00")
_LAST = ("2025-01-29T00:00", "2025-01-30T00:00")
_NEXT = ("2027-02-06T00:00", "2027-02-07T00:00")


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("happy cny everyone 🧧", "2026-02-16T21:00", [("cny", *_CNY)]),
        ("happy lunar new year!!", "2026-02-16T21:00", [("lunar new year", *_CNY)]),
        ("cny was lovely, so full", "2026-02-18T02:00", [("cny", *_CNY)]),
        ("i went home for cny", "2026-03-02T02:00", [("cny", *_CNY)]),
    ],
)
def test_the_lunar_new_year_on_its_day_and_after(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("cny is soon, flights booked", "2026-01-10T02:00", [("cny", *_CNY)]),
        (
            "next cny we go home",
            "2026-03-02T02:00",
            [("cny", "2027-02-06T00:00", "2027-02-07T00:00")],
        ),
        (
            "happy cny eve",
            "2026-02-16T02:00",
            [("cny eve", "2026-02-16T00:00", "2026-02-17T00:00")],
        ),
        ("next cny i'm staying home", "2026-02-17T04:00", [("cny", *_NEXT)]),
        ("last cny we were in taipei", "2026-02-17T04:00", [("cny", *_LAST)]),
        ("cny 2025 was so early", "2026-02-17T04:00", [("cny", *_LAST)]),
        (
            "cny last year we were in taipei",
            "2026-02-17T04:00",
            [("cny", *_LAST), ("last year", "2025-01-01T00:00", "2026-01-01T00:00")],
        ),
    ],
)
def test_the_lunar_new_year_keeps_its_other_readings(read, text, said, want) -> None:
    assert read(text, said=said) == want
