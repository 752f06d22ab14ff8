"""Time expressions read whole (`resolve_times`, the product's path): "this week by
thursday", "this month by the 20th" are two times, the stretch and the day in it that "by"
names (tests/data/timeexpr.md: "by X" is X; timefilter.py) (issue 21, round 56 part E), not
one interval from now; "by" alone before a day reads as it did."""

from __future__ import annotations

import pytest

SAID = "2026-02-10T09:00:00+00:00"  # a Tuesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i'll have sent 40 invoices this week by friday",
            [("this week", "2026-02-09", "2026-02-16"), ("friday", "2026-02-13", "2026-02-14")],
        ),
        (
            "we need 3 hires this month by the 25th",
            [("this month", "2026-02-01", "2026-03-01"), ("the 25th", "2026-02-25", "2026-02-26")],
        ),
        # near misses: "by" a day alone; "by monday", the week's first day, its end (review)
        ("this week by monday", [("this week by monday", "2026-02-10", "2026-02-16")]),
        ("i'll send it by friday", [("friday", "2026-02-13", "2026-02-14")]),
    ],
)
def test_this_week_by_a_day_is_two_times(local, text, want) -> None:
    got = [(t, a[:10], b[:10]) for t, a, b in local(text, SAID)]
    assert got == want
