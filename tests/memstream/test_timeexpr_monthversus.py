"""Time expressions read whole (`resolve_times`, the product's path): a month no one is named
after right after "vs" that ends its clause is the ground of a comparison, told as past
(tests/data/timeexpr.md, a recurring mention: "better than in March"; issue 21, round 58 part
A). Near misses: a name after "vs" and a month before a noun keep their readings."""

from __future__ import annotations

import pytest

SAID = "2026-11-18T10:00:00+00:00"  # a Wednesday in November


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "bookings went up about 12% vs september, not bad",
            [("september", "2026-09-01T00:00", "2026-10-01T00:00")],
        ),
        (
            "the index dropped 2 points versus august",
            [("august", "2026-08-01T00:00", "2026-09-01T00:00")],
        ),
        # near misses: a person, and no month
        ("arsenal vs june fc is on tonight", [("tonight", "2026-11-18T18:00", "2026-11-19T00:00")]),
        ("costs are up 4% vs budget", []),
    ],
)
def test_a_month_after_vs_is_the_ground_of_a_comparison(local, text, want) -> None:
    assert local(text, SAID) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        ("2026-11-18T14:00:00-08:00", "us vs november: 0-1", []),
        (
            "2026-11-18T10:00:00+00:00",
            "revenue up 8% vs sept",
            [("sept", "2026-09-01T00:00", "2026-10-01T00:00")],
        ),
    ],
)
def test_people_vs_a_month_is_a_team(local, said, text, want) -> None:
    """Review of round 58 part A: "us vs november" is a side in a game, no month."""
    assert local(text, said) == want
