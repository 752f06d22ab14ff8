"""Time expressions read whole (`resolve_times`, the product's path): a range of clock times
with a hedge before its last time ("from 12 to about 2:15 today") runs from the first time
to the second as written (tests/data/timeexpr.md, clock times), as one without the hedge
does: 12:00-14:15, not a minute later where Duckling closes it (issue 21, round 43 part B)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the wifi was down from 9 to about 11:40 today, nightmare",
            "2026-02-10T18:00:00+00:00",
            [("from 9 to about 11:40 today", "2026-02-10T09:00", "2026-02-10T11:40")],
        ),
        (
            "power cut from 1 to around 3:30 today",
            "2026-02-10T18:00:00+00:00",
            [("from 1 to around 3:30 today", "2026-02-10T13:00", "2026-02-10T15:30")],
        ),
        (
            "stall is open from 9 to roughly 1 on saturday",
            "2026-02-10T18:00:00+00:00",
            [("from 9 to roughly 1 on saturday", "2026-02-14T09:00", "2026-02-14T13:00")],
        ),
        # near miss: the same range with no hedge reads as it did
        (
            "the wifi was down from 9 to 11:40 today, nightmare",
            "2026-02-10T18:00:00+00:00",
            [("from 9 to 11:40 today", "2026-02-10T09:00", "2026-02-10T11:40")],
        ),
    ],
)
def test_a_hedged_range_end_is_the_time_as_written(local, text, said, want) -> None:
    assert local(text, said) == want
