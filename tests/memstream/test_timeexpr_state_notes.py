"""Time expressions read whole (`resolve_times`), by kind (batch 22): a line of notes after a
present state ("the 10th wash is free, card started in oct") goes on with no plan: its
participle tells the past."""

from __future__ import annotations

import pytest


# Kind: a recurring mention told as past is the latest one (tests/data/timeexpr.md); a copula
# with an adjective ("is free", "is huge") plans nothing, while a plan before the notes
# ("the van is booked", "the hall is ready") keeps them ahead
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the 6th smoothie is free, card started in sept",
            [("in sept", "2025-09-01T00:00", "2025-10-01T00:00")],
        ),
        (
            "the new pool is huge, membership started in oct",
            [("in oct", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "the van is booked, parcel posted on fri",
            [("on fri", "2025-12-05T00:00", "2025-12-06T00:00")],
        ),
        (
            "the hall is ready, chairs delivered on fri",
            [("on fri", "2025-12-05T00:00", "2025-12-06T00:00")],
        ),
    ],
)
def test_notes_after_a_state_tell_the_past(read, text, want) -> None:
    assert read(text, "2025-12-01T08:05") == want
