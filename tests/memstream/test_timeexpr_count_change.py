"""Time expressions read whole (`resolve_times`), by kind (batch 22): a count that went up
or down "from" a number is no clock time; "from" a number alone still is one."""

from __future__ import annotations

import pytest


# Kind: "up from 6", "down from 9": a count's earlier value (tests/data/timeexpr.md, counts
# and measures are no dates); "open from 5 to 10 tonight" keep their clock times
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("she reads 12 pages a night now, up from 6", []),
        ("only 4 hens laying now, down from 9", []),
        (
            "the bar's open from 5 to 10 tonight",
            [("from 5 to 10 tonight", "2026-05-04T17:00", "2026-05-04T22:00")],
        ),
    ],
)
def test_up_or_down_from_a_number_is_a_count(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want
