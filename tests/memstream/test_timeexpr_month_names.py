"""Time expressions read whole (`resolve_times`), by kind (batch 22): a month that names a
creature ("the March Hare", "june bugs") is no month; the month itself still is one."""

from __future__ import annotations

import pytest


# Kind: names and other words (tests/data/timeexpr.md, "not dates"): a creature named by a
# month; "in march", "june" with a day stay months and days
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("my daughter dressed up as the march hare for the play", []),
        ("the june bugs kept hitting the porch light", []),
        ("we saw hares boxing in march", [("in march", "2026-03-01T00:00", "2026-04-01T00:00")]),
        ("bug spray sale ends june 3", [("june 3", "2026-06-03T00:00", "2026-06-04T00:00")]),
    ],
)
def test_a_month_that_names_a_creature_is_no_month(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want
