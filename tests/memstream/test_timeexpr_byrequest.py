"""Time expressions read whole (`resolve_times`), round 56's kind of "by" a bare hour in a
request, an order, a need or a want of a thing done ("can someone collect the parcel by 2",
"so tidy up the stockroom by 5", "the van needs loading by 3", "the vet wants the dog fasted by
10"), before "at the latest" or "pls", or in a condition of a state one is in by then ("if i'm
locked out by 6 someone call the landlord"; tests/data/timeexpr.md, ranges: "by X" is X, and a
clock time without am/pm its nearest reading): that hour, as after a word of a duty. Margins,
stages of growing up and changes by an amount stay no time ("so proud the team won by 3", "she
wants the baby walking by 1", "they wanted the fee raised by 5"), and so does a verb with a
prefix of more or less ("tickets were oversold by 4"), but not a verb cut before ("keys should be
pre-cut by 2"). Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can someone collect the parcel by 2, i'm stuck in a meeting",
            [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")],
        ),
        ("could u text the plumber by 4", [("by 4", "2026-05-04T16:00", "2026-05-04T17:00")]),
        ("the van needs loading by 3", [("by 3", "2026-05-04T15:00", "2026-05-04T16:00")]),
        ("the vet wants the dog fasted by 10", [("by 10", "2026-05-04T10:00", "2026-05-04T11:00")]),
        (
            "we need the chairs stacked by 6 for the cleaners",
            [("by 6", "2026-05-04T18:00", "2026-05-04T19:00")],
        ),
        (
            "shop closes early so tidy up the stockroom by 5.",
            [("by 5", "2026-05-04T17:00", "2026-05-04T18:00")],
        ),
        (
            "send the invoices by 1 at the latest",
            [("by 1", "2026-05-04T13:00", "2026-05-04T14:00")],
        ),
        ("the posters need a reprint by 3 pls", [("by 3", "2026-05-04T15:00", "2026-05-04T16:00")]),
        (
            "if i'm stranded by 6 someone ring the landlord",
            [("by 6", "2026-05-04T18:00", "2026-05-04T19:00")],
        ),
        ("keys should be pre-cut by 2", [("by 2", "2026-05-04T14:00", "2026-05-04T15:00")]),
        # kept: margins, stages, changes by an amount, a verb of more or less
        ("can someone tell me who won by 2", []),
        ("so proud the team won by 3", []),
        ("she wants the baby walking by 1", []),
        ("we need to win by 2", []),
        ("if we're beaten by 2 we're out", []),
        ("the prices need cutting by 3%", []),
        ("they wanted the fee raised by 5", []),
        ("the kid needs potty trained by 3", []),
        ("tickets were oversold by 4", []),
        ("we overshot by 2 pls check", []),
        # review: a change of a size, an amount, a place or a score is how much, whatever the cue
        ("can you make the font bigger by 2", []),
        ("could you make it shorter by 3 and resend", []),
        ("can someone shift the logo left by 4", []),
        ("can you nudge it by 2 so it lines up", []),
        ("can you scale it by 4", []),
        ("indent by 2 pls", []),
        ("round it by 2 please", []),
        ("the till is wrong by 5 pls check it", []),
        ("we're under by 2 pls top it up", []),
        ("we're leading by 3 at the latest count!!", []),
        ("labour lead by 5 latest poll lol", []),
        ("we need to improve by 3 for the final", []),
        ("the rent needs reducing by 5", []),
        ("the boss wants the deadline extended by 2", []),
        ("i want the grid spaced by 4", []),
        ("so bump up the price by 2", []),
        ("then mark down everything by 3", []),
        ("if we're defeated by 3 someone buy me a pint", []),
        # review: a verb with a prefix of more or less is a closed list, not any "over...ed"
        (
            "the engine needs to be overhauled by 5",
            [("by 5", "2026-05-04T17:00", "2026-05-04T18:00")],
        ),
        (
            "the plan should be outlined by 3 so we can review",
            [("by 3", "2026-05-04T15:00", "2026-05-04T16:00")],
        ),
        ("could ya come round by 3", [("by 3", "2026-05-04T15:00", "2026-05-04T16:00")]),
    ],
)
def test_by_an_hour_asked_for(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
