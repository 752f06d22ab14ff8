"""Time expressions read whole (`resolve_times`, the product's path): a range between two days
of the month ("from the 26th to the 30th", said on the 18th) starts on the latest such day
before its end, the days of one stretch, not a month and more from the month before
(tests/data/timeexpr.md, ranges: "from the first day to the end of the last";
timemention.latest_per_end) (issue 21, round 58 part D). Told as past, the stretch just gone;
a range across a month's end keeps both months."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the painters are in from the 26th to the 30th so the hall is shut",
            "2026-05-18T10:00:00+01:00",
            [("from the 26th to the 30th", "2026-05-26T00:00", "2026-05-31T00:00")],
        ),
        (
            "my parents are staying from the 22nd to the 28th",
            "2025-10-09T18:30:00-04:00",
            [("from the 22nd to the 28th", "2025-10-22T00:00", "2025-10-29T00:00")],
        ),
        (
            "the pool is closed the 24th to the 29th for cleaning",
            "2025-03-12T08:00:00+00:00",
            [("the 24th to the 29th", "2025-03-24T00:00", "2025-03-30T00:00")],
        ),
        # near misses: told as past, the one just gone; across a month's end
        (
            "we were away from the 20th to the 24th",
            "2026-12-19T14:00:00+03:00",
            [("from the 20th to the 24th", "2026-11-20T00:00", "2026-11-25T00:00")],
        ),
        (
            "off from the 28th to the 3rd, back after that",
            "2026-12-19T14:00:00+03:00",
            [("from the 28th to the 3rd", "2026-12-28T00:00", "2027-01-04T00:00")],
        ),
    ],
)
def test_a_range_of_days_of_the_month_is_one_stretch(local, text, said, want) -> None:
    assert local(text, said) == want
