"""Time expressions read whole (`resolve_times`, the product's path): "by" a bare hour after
a thing one needs with a few words before its noun ("need my 30 min break by 2") or a count of
things to do ("6 boxes to pack by 4"): the time it is due, as "by X" is X, the kind of case
of blind batches 56-58's misses (round 44 part E; tests/data/timeexpr.md, ranges: "by X" is
X; not dates: ages). New sentences, not the batch's, and neighbours that keep their reading.
Said on Wednesday 3 March 2027, 10:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "need my 30 min lunch by 2 or i'll pass out",
            [("by 2", "2027-03-03T14:00", "2027-03-03T15:00")],
        ),
        ("got 6 boxes to pack by 4", [("by 4", "2027-03-03T16:00", "2027-03-03T17:00")]),
        (
            "still got 12 invoices to send by 5. ugh",
            [("by 5", "2027-03-03T17:00", "2027-03-03T18:00")],
        ),
        # neighbours: ages, a stage of growing up, a margin
        ("need my 2 year old walking by 1", []),
        ("she learned to count to 20 by 3", []),
        ("3 of us won the quiz by 2 points", []),
    ],
)
def test_by_an_hour_after_a_thing_needed_or_a_count_to_do(read, text, want) -> None:
    assert read(text, said=SAID) == want
