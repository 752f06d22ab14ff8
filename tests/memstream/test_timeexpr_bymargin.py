"""Time expressions read whole (`resolve_times`), round 56's kind of "by" a bare number that is
a margin: before a unit ("missed the slot at the depot by 12 mins", "late at the gate by 3
hours": how far, whatever comes before "by"), and after a margin or a verb of more or less
before the night or the day it is in ("we're oversold by 3 tonight", "the ward is short by 2
today": how many, then the day; tests/data/timeexpr.md, not dates: counts and measures). An
hour one is due at a place, or home by the night, stays a clock time ("be at the depot by 12
pls", "we'll be home by 1 tonight"). Said on Monday 4 May 2026, 21:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("missed the slot at the depot by 12 mins", []),
        ("we got to the gate at the port by 3 hours late", []),
        ("we're oversold by 3 tonight", [("tonight", "2026-05-04T18:00", "2026-05-05T00:00")]),
        ("the ward is short by 2 tonight", [("tonight", "2026-05-04T18:00", "2026-05-05T00:00")]),
        ("the flight's overbooked by 4 today", [("today", "2026-05-04T00:00", "2026-05-05T00:00")]),
        # kept: an hour one is due at a place or home by
        ("be at the depot by 12 pls", [("by 12", "2026-05-05T00:00", "2026-05-05T01:00")]),
        ("we'll be home by 1 tonight", [("by 1 tonight", "2026-05-05T01:00", "2026-05-05T02:00")]),
        # review: a unit's word that starts a new part is no unit ("can you", "heads up")
        ("be home by 6 can you feed the dog", [("by 6", "2026-05-05T06:00", "2026-05-05T07:00")]),
        (
            "need it back by 3 heads up the boss is asking",
            [("by 3", "2026-05-05T03:00", "2026-05-05T04:00")],
        ),
        (
            "if the bus isn't here by 7 can someone drive",
            [("by 7", "2026-05-05T07:00", "2026-05-05T08:00")],
        ),
        ("late by 3 heads of lettuce", []),
    ],
)
def test_by_a_margin(read, text, want) -> None:
    assert read(text, said="2026-05-04T21:00") == want
