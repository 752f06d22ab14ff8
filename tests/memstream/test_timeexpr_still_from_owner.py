"""Time expressions read whole (`resolve_times`, the product's path): a state that goes on
"still" from a day's occasion, the day owning it ("arms still wrecked from monday's
session"), is over: the past day, as "still aching from the hike on sunday" is (round 40
part A; tests/data/timeexpr.md, what one is recovering or tired from happened). Without
"still", a present's day keeps its reading. Said on Wednesday 11 June 2025, 09:00 (UTC)."""

from __future__ import annotations

import pytest

SAID = "2025-06-11T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "shoulders still wrecked from monday's session 😩 rest day today",
            [
                ("monday", "2025-06-09T00:00", "2025-06-10T00:00"),
                ("today", "2025-06-11T00:00", "2025-06-12T00:00"),
            ],
        ),
        (
            "voice still gone from saturday's karaoke",
            [("saturday", "2025-06-07T00:00", "2025-06-08T00:00")],
        ),
    ],
)
def test_still_from_a_days_occasion_is_over(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # no "still": a plan told in the present, ahead
        (
            "the menu for saturday's dinner is ready",
            [("saturday", "2025-06-14T00:00", "2025-06-15T00:00")],
        ),
    ],
)
def test_a_days_occasion_without_still_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
