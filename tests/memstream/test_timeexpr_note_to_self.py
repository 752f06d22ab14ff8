"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): what follows
"note to self:" or "reminder:" is a thing to do, so its date is ahead (tests/data/timeexpr.md:
planned, the next one), though the tagger reads a bare verb as a past ("max" VBD); a past
form after the heading ("paid") tells what was done and stays the past."""

from __future__ import annotations

import pytest

SATURDAY = "2027-03-06T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "note to self: max out the pension before 6 april",
            [("6 april", "2027-04-06T00:00", "2027-04-07T00:00")],
        ),
        (
            "reminder: book the MOT before april 5",
            [("april 5", "2027-04-05T00:00", "2027-04-06T00:00")],
        ),
        # a neighbour that keeps the past
        (
            "note to self: paid the council tax on 2 march",
            [("on 2 march", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
    ],
)
def test_a_note_to_self_looks_ahead(read, text, want) -> None:
    assert read(text, SATURDAY) == want
