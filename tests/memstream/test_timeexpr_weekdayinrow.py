"""Time expressions read whole (`resolve_times`, the product's path): an ordinal weekday
counted in a row ("3rd fri in a row", "second monday running") is how many times over, a
count, no date (tests/data/timeexpr.md, not dates: ordinals of things; timeinarow.py)
(issue 21, round 56 part E). The ordinal weekday of a month reads as it did."""

from __future__ import annotations

import pytest

SAID = "2026-02-10T09:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the bins got missed, 3rd fri in a row", []),
        ("second monday running that the train is late", []),
        ("the cleaner skipped us the 4th thursday straight", []),
        ("fourth tues straight i've worked late", []),
        # near miss: the ordinal weekday of a month
        (
            "book club is the 2nd sat of march",
            [("the 2nd sat of march", "2026-03-14", "2026-03-15")],
        ),
    ],
)
def test_a_weekday_counted_in_a_row_is_no_date(local, text, want) -> None:
    got = [(t, a[:10], b[:10]) for t, a, b in local(text, SAID)]
    assert got == want


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("the first sunday running club meets at 9", "the first sunday"),
        ("we're doing the 1st sat running event in june", "the 1st sat"),
        ("the 3rd friday running order is posted, we're on at 8", "the 3rd friday"),
        ("the 3rd thursday running in may", "the 3rd thursday"),
    ],
)
def test_a_weekday_before_running_as_a_noun_is_kept(local, text, kept) -> None:
    """Review: "running" starting a noun ("running club") counts no row; the ordinal weekday
    is read as it was before the rule."""
    assert kept in [t for t, _, _ in local(text, SAID)]
