"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): a past verb of
telling with "to" and a verb ("the vet said not to feed him until may 15") reports an
instruction: its date is ahead (tests/data/timeexpr.md: planned, the next one), not a past
one; what was said to have happened stays the past."""

from __future__ import annotations

import pytest

SUNDAY = "2027-05-09T12:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the vet said not to feed him until may 15",
            [("may 15", "2027-05-15T00:00", "2027-05-16T00:00")],
        ),
        (
            "the plumber told us not to use the shower till june 2",
            [("june 2", "2027-06-02T00:00", "2027-06-03T00:00")],
        ),
        # neighbours that keep the past
        ("she said we met on may 2", [("on may 2", "2027-05-02T00:00", "2027-05-03T00:00")]),
        ("they planted out on may 3", [("on may 3", "2027-05-03T00:00", "2027-05-04T00:00")]),
    ],
)
def test_a_told_instruction_looks_ahead(read, text, want) -> None:
    assert read(text, SUNDAY) == want
