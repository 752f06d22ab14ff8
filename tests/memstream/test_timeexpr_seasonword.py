"""Time expressions read whole (`resolve_times`), by kind (round 40): "season" the word, not
a named one, is a league's, a show's or a trade's season, no calendar months ("sign-ups for
next season open in march") (memstream/encoders/times/timeseasonword.py)."""

from __future__ import annotations

import pytest


# Kind: "last/next/previous season", "2 seasons ago"; near variants keep their season: a
# named one ("next winter", "last autumn")
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "sign-ups for next season open in june",
            "2026-04-14T08:00",
            [("in june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        ("we were relegated last season, brutal", "2026-04-14T08:00", []),
        ("the club was way better 2 seasons ago", "2026-04-14T08:00", []),
        ("the previous season had better writing", "2026-04-14T08:00", []),
        (
            "we're redoing the garden next winter",
            "2026-04-14T08:00",
            [("next winter", "2026-12-01T00:00", "2027-03-01T00:00")],
        ),
        (
            "the garden was a mess last autumn",
            "2026-04-14T08:00",
            [("last autumn", "2025-09-01T00:00", "2025-12-01T00:00")],
        ),
    ],
)
def test_season_the_word_is_no_calendar_season(read, text, said, want) -> None:
    assert read(text, said) == want
