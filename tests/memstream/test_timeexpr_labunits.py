"""Time expressions read whole (`resolve_times`, the product's path): a whole number before a
unit of the lab or the workshop ("imaging at 20 µm", "recording at 500 Hz", "may 3 ml
tubes"), the kind of case of blind batches 71-73's misses (round 49 part E;
tests/data/timeexpr.md, "not dates": counts and measures). New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the new scope images at 20 µm resolution", []),
        ("we record the EEG at 500 Hz and downsample", []),
        ("the centrifuge maxes out at 4000 rpm", []),
        ("label the march 3 ml tubes first", []),
        ("the laser is tuned at 800 nm", []),
        # neighbours: a clock time before a plain word, or a day of its own
        ("lunch at 12 then back to the bench", [("at 12", "2027-03-03T12:00", "2027-03-03T13:00")]),
        ("see you at 12 today", [("at 12 today", "2027-03-03T12:00", "2027-03-03T13:00")]),
        ("the samples arrive march 9", [("march 9", "2027-03-09T00:00", "2027-03-10T00:00")]),
    ],
)
def test_a_number_before_a_lab_unit_is_a_measure(read, text, want) -> None:
    assert read(text, said=SAID) == want
