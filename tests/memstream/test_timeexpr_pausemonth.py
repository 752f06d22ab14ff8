"""Time expressions read whole (`resolve_times`), batch 34's kind of a month after "for" in
a clause that pauses or skips something ("pausing it for september since we're away";
tests/data/timeexpr.md, "a month after for"): the month, as "booked for august" is. A
month after "for" in thanks stays none. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "pausing my gym membership for june since i'm travelling",
            [("june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        (
            "we're skipping the veg box for july",
            [("july", "2026-07-01T00:00", "2026-08-01T00:00")],
        ),
        ("we're away for august", [("august", "2026-08-01T00:00", "2026-09-01T00:00")]),
        # kept: no plan
        ("thanks for june, you were great", []),
    ],
)
def test_a_month_paused_or_skipped(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
