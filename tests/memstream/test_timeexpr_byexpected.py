"""Time expressions read whole (`resolve_times`), round 57's kind of "by" a bare hour in a
clause that tells what is expected or reached by then ("the mechanic says its ready by 4",
"hoping we wrap by 5", "told him to call the lab by 3", "we're heading to the depot by 2",
"text us by 2", "lab results by 11", "the batteries were flat by 10", "sold out of the rolls by
9"; tests/data/timeexpr.md, ranges: "by X" is X, and a clock time without am/pm its nearest
reading in the sentence's tense): that hour. A clause ends at an emoji as at a stop. Margins and
changes, also in -ing, and stages of growing up stay no time ("they say we're leading by 3",
"forecast says prices rising by 2", "hoping we win by 3"). Said on Monday 4 May 2026, 09:00
(UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the mechanic says its ready by 4", [("by 4", "2026-05-04T16:00", "2026-05-04T17:00")]),
        ("radar says clearing by 2 so wait", [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")]),
        ("hoping we wrap by 5 so we can eat", [("by 5", "2026-05-04T17:00", "2026-05-04T18:00")]),
        (
            "told him to call the lab by 3 or we lose the slot",
            [("by 3", "2026-05-04T15:00", "2026-05-04T16:00")],
        ),
        (
            "we're heading to the depot by 2",
            [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")],
        ),
        ("if the app crashes text us by 2", [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")]),
        ("let me know by 5 if ur in", [("by 5", "2026-05-04T17:00", "2026-05-04T18:00")]),
        ("scan went fine, lab results by 11", [("by 11", "2026-05-04T11:00", "2026-05-04T12:00")]),
        (
            "the radio batteries were flat by 8 lol",
            [("by 8", "2026-05-04T08:00", "2026-05-04T09:00")],
        ),
        (
            "we sold out of the cinnamon rolls by 7 lol",
            [("by 7", "2026-05-04T07:00", "2026-05-04T08:00")],
        ),
        (
            "3 of the times wrong 🙄 need to fix the rota by 4",
            [("by 4", "2026-05-04T16:00", "2026-05-04T17:00")],
        ),
        # kept: margins and changes, also in -ing, stages and ages
        ("they say we're leading by 3", []),
        ("forecast says prices rising by 2", []),
        ("hoping we win by 3", []),
        ("told them to cut it by 2", []),
        ("we're losing by 4 at the half", []),
        ("the report says she was reading by 4", []),
        ("she says he's grown by 3", []),
        ("scores by 3", []),
    ],
)
def test_by_an_hour_expected(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
