"""Time expressions read whole (`resolve_times`), by kind (round 38): a range "from X to
now" runs from X to the moment it is said, as "from X until now" and "since X" do
(tests/data/timeexpr.md: ranges; "until now" is a time), not from X on to the end of time;
"now" alone after a day stays the part's adverb, no time of its own
(memstream/encoders/times/timenowtail.py)."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "from 2021 to now we've moved 3 times",
            [("from 2021 to now", "2021-01-01T00:00", "2026-05-04T09:00")],
        ),
        (
            "spent about 900 on the allotment from february to now",
            [("from february to now", "2026-02-01T00:00", "2026-05-04T09:00")],
        ),
        ("from 2021 thru now", [("from 2021 thru now", "2021-01-01T00:00", "2026-05-04T09:00")]),
        # neighbours that keep theirs
        (
            "from 2021 until now",
            [("from 2021 until now", "2021-01-01T00:00", "2026-05-04T09:00")],
        ),
        ("it's friday now", []),
    ],
)
def test_a_range_to_now_ends_at_the_moment_said(read, text, want) -> None:
    assert read(text, SAID) == want
