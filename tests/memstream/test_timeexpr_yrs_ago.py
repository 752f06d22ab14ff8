"""Time expressions read whole (`resolve_times`), round 37's kind of chat's "yrs" in a count
of years ("cost me 7 bucks 2 yrs ago"; tests/data/timeexpr.md, "N units ago": the calendar
unit holding that moment): the year, as "2 years ago" is, not the month Duckling gave "2 yrs
ago". A child's age stays none. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("paid 40 quid for it 3 yrs ago", [("3 yrs ago", "2023-01-01T00:00", "2024-01-01T00:00")]),
        ("2 yrs ago we camped here", [("2 yrs ago", "2024-01-01T00:00", "2025-01-01T00:00")]),
        (
            "the boiler's due a service in 2 yrs",
            [("in 2 yrs", "2028-01-01T00:00", "2029-01-01T00:00")],
        ),
        # kept: an age
        ("my 5 yr old loves it", []),
        ("twin 3 yr olds at the party", []),
    ],
)
def test_yrs_is_years(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
