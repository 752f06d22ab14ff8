"""Time expressions read whole (`resolve_times`, the product's path): a day and a month in
slashes with a zero's padding ("a 14/09 use by") is a date even before a noun, as no fraction
is written so (tests/data/timeexpr.md, not dates: "3/4 of the cake"; timefilter.py) (issue
21, round 56 part E). A fraction before a noun and a rating read as they did."""

from __future__ import annotations

import pytest

SAID = "2026-08-25T09:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "theres hummus with a 14/09 use by in the fridge",
            [("14/09", "2026-09-14", "2026-09-15")],
        ),
        ("30/08 bbq still on?", [("30/08", "2026-08-30", "2026-08-31")]),
        # near misses: a fraction before a noun, a rating; a padded count, season, size or
        # label with no date's word (review)
        ("progress: 03/10 modules done", []),
        ("day 03/30 of the challenge", []),
        ("loaded 07/12 pallets so far", []),
        ("the 07/08 season was our best", []),
        ("the dress is size 08/10 uk", []),
        ("bus 03/04 runs every 10 min", []),
        ("mix 01/03 bleach to water", []),
        ("add 3/4 cup of sugar", []),
        ("the tank is at 1/2 now", []),
        ("rated it 9/10 honestly", []),
        # a tally opening its clause: things in the plural and how far it got (review of the
        # whole change)
        ("05/20 questions right, not great", []),
        ("02/15 tickets left for the gig", []),
        ("30/08 drinks at mine?", [("30/08", "2026-08-30", "2026-08-31")]),
    ],
)
def test_a_padded_day_and_month_is_a_date(local, text, want) -> None:
    got = [(t, a[:10], b[:10]) for t, a, b in local(text, SAID)]
    assert got == want
