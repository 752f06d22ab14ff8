"""Time expressions read whole (`resolve_times`), round 56's kinds of a 24-hour clock without
a colon before a shift's noun ("the 1800 shift", "a 0600 start": that minute, as "the 1800
show" is; tests/data/timeexpr.md, a clock time's grain), and of a mooring's number before
"till" a clock time ("alongside berth 12 till 5ish": the berth's number, then the hour, as
"gate 12 till 5ish" is; not 12 minutes to 5). Plurals and longer nouns stay counts ("the 1200
shifts", "1800 shift workers"). Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we've got the 1800 shift", [("1800", "2026-05-04T18:00", "2026-05-04T18:01")]),
        (
            "a 0600 start tmrw so early night",
            [
                ("0600", "2026-05-05T06:00", "2026-05-05T06:01"),
                ("tmrw", "2026-05-05T00:00", "2026-05-06T00:00"),
            ],
        ),
        (
            "the ferry won't be at quay 4 till 6ish",
            [("6ish", "2026-05-04T18:00", "2026-05-04T19:00")],
        ),
        # kept: counts and longer nouns
        ("the 1200 shifts we covered", []),
        ("1800 shift workers joined the strike", []),
        ("the 1800 calls we got", []),
        # review: a race's distance, a free number and longer compounds are no clock
        ("the 1500 start was chaotic, 3 guys fell on the first bend", []),
        ("his 1500 start position", []),
        ("the 1800 call centre number is free", []),
        ("1200 start-ups applied", []),
        ("we did a 1200 call-out", []),
    ],
)
def test_a_shift_clock_and_a_mooring_number(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
