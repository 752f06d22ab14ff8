"""Time expressions read whole (`resolve_times`), batch 34's kind of chat's "yr" for "year"
("entry is €2 this yr"; tests/data/timeexpr.md, "calendar units"): "this yr", "last yr"
are years, as "this year" is. A child's age or a school year stays none. Said on Monday 4
May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("tickets are cheaper this yr", [("this yr", "2026-01-01T00:00", "2027-01-01T00:00")]),
        ("last yr was rough tbh", [("last yr", "2025-01-01T00:00", "2026-01-01T00:00")]),
        ("entry is £5 this yr", [("this yr", "2026-01-01T00:00", "2027-01-01T00:00")]),
        # kept: an age, a school year
        ("my 5 yr old loves it", []),
        ("the yr 9 trip got cancelled", []),
    ],
)
def test_yr_for_year(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
