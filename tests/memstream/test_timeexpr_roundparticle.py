"""Time expressions read whole (`resolve_times`, the product's path): "around" or "round"
right before "by"/"at" a clock time is a verb's particle ("got the van turned around by
4:45", "come round at 6"), no hedge: the clock time alone, in the sentence's tense (round 58
part C; tests/data/timeexpr.md, "by X" is X, a clock time's grain). "Around 5" alone stays a
hedged hour. New sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "we had the van turned around by 4:45 for the early run",
            "2027-03-03T06:10",
            [("4:45", "2027-03-03T04:45", "2027-03-03T04:46")],
        ),
        (
            "come round at 6 tonight",
            "2027-03-03T12:00",
            [("at 6 tonight", "2027-03-03T18:00", "2027-03-03T19:00")],
        ),
        # as before: a bare hour after "by" keeps "around" (review)
        (
            "get around by 9 if you can",
            "2027-03-03T06:10",
            [("around by 9", "2027-03-03T06:10", "2027-03-03T09:00")],
        ),
        (
            "bring the car around by 5",
            "2027-03-03T06:10",
            [("around by 5", "2027-03-03T06:10", "2027-03-03T17:00")],
        ),
        # as before: a hedge alone
        (
            "see you around 5",
            "2027-03-03T12:00",
            [("around 5", "2027-03-03T17:00", "2027-03-03T18:00")],
        ),
    ],
)
def test_round_before_by_a_clock_time_is_a_particle(read, text, said, want) -> None:
    assert read(text, said=said) == want
