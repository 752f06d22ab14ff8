"""Time expressions read whole (`resolve_times`), round 43's kind of "by" a bare hour in a
plan or a condition ("i'll do it myself by 7", "if it doesnt land by 2 tell the customer";
tests/data/timeexpr.md, ranges: "by X" is X, and a clock time without am/pm its nearest
reading): that hour, as after a word of a duty. Margins and measures ("we'll win by 2", "if
we lose by 3 tell the coach"), a stage of growing up ("she'll be walking by 1") and a count
with its unit stay no time. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the new sofa should arrive by 4", [("by 4", "2026-05-04T16:00", "2026-05-04T17:00")]),
        ("i'll paint the fence myself by 6", [("by 6", "2026-05-04T18:00", "2026-05-04T19:00")]),
        ("if the keys arent back by 5 ring me", [("by 5", "2026-05-04T17:00", "2026-05-04T18:00")]),
        (
            "tmrw we'll pack the van by 8",
            [
                ("tmrw", "2026-05-05T00:00", "2026-05-06T00:00"),
                ("by 8", "2026-05-05T08:00", "2026-05-05T09:00"),
            ],
        ),
        # kept: margins, measures, ages, counts with their unit
        ("we'll win by 2", []),
        ("if we lose by 3 tell the coach", []),
        ("she'll be walking by 1", []),
        ("if we win by 2 goals the cup is ours", []),
        # a change by an amount or a size (round 43 part E review)
        ("it'll be delayed by 2", []),
        ("if it drops by 2 call me", []),
        ("if the temp rises by 3 tell the doc", []),
        ("if it falls by 4 sell everything", []),
        ("we'll split it by 3", []),
        ("they'll double it by 3", []),
        ("it should be divisible by 3", []),
        ("the rug should be 5 by 8", []),
        ("the tiles will be 12 by 12", []),
    ],
)
def test_by_an_hour_in_a_plan(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
