"""Time expressions read whole (`resolve_times`), round 36's kind of a count before a season
that is a noun's attribute ("the 3 summer interns start monday"; tests/data/timeexpr.md: a
season that is a noun's attribute is no time): no season years away, as Duckling reads "3
summer". A season with its year or counted in the plural is another thing. Said on Monday
4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "our 2 summer temps start on monday",
            [("on monday", "2026-05-11T00:00", "2026-05-12T00:00")],
        ),
        ("i bought 3 winter jackets in the sale", []),
        ("the 6 spring chicks are growing fast", []),
        ("we're taking on 4 summer volunteers", []),
        # kept: a season with its year
        (
            "we went to lisbon in summer 2024",
            [("summer 2024", "2024-06-01T00:00", "2024-09-01T00:00")],
        ),
    ],
)
def test_a_count_before_a_seasons_noun(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
