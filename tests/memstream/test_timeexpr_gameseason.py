"""Time expressions read whole (`resolve_times`), batch 34's kind of a game's calendar
("we hit year 3 spring"; tests/data/timeexpr.md, "names, titles and other words"): a
game's year and season, no date of ours, which Duckling reads as a season years away. A
season with a year of ours stays. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we finally reached year 2 summer on the farm", []),
        ("my island is at year 4 winter already lol", []),
        ("co-op night: we got to year 3 autumn before bed", []),
        # kept: a season and a year of ours
        (
            "we plant the bulbs in spring 2027",
            [("spring 2027", "2027-03-01T00:00", "2027-06-01T00:00")],
        ),
        (
            "the garden looked great last summer",
            [("last summer", "2025-06-01T00:00", "2025-09-01T00:00")],
        ),
    ],
)
def test_a_games_year_and_season_is_no_date(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
