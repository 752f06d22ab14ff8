"""Time expressions read whole (`resolve_times`, the product's path): "N of M" is a clock time
("ten of four": 15:50) only right after a word that introduces one; a clock time at the end of
the sentence before ("closes at 2. 1 of 4 traders showed up") leaves the count a count
(issue 21, round 58 part E; tests/data/timeexpr.md, "Not dates": counts). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 10 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the call is at 3. 2 of 5 people replied", ["at 3"]),
        ("shop shuts at 4! 1 of 3 tills is down", ["at 4"]),
        ("doors close at 6, 3 of 8 volunteers are sick", ["at 6"]),
        # right after "at": the clock time
        ("meet me at ten of four", ["at ten of four"]),
        # marks between the "at" or "by" and the time: still its clock time (round 58 E review)
        ("leaving at... ten of four", ["ten of four"]),
        ("at - ten of 4 i'll be outside", ["ten of 4"]),
        ("the bus is at ~10 of 5", ["10 of 5"]),
        ("arrive by: 10 of 4", ["10 of 4"]),
        ("get there at (ten of four)", ["ten of four"]),
        ("be there by... ten of five", ["ten of five"]),
    ],
)
def test_a_count_after_a_clock_time(read, text, want) -> None:
    assert [t for t, _, _ in read(text, said=SAID)] == want


def test_marks_between_at_and_the_time_keep_its_minutes(read) -> None:
    assert read("meet at: 10 of 4", said=SAID) == [
        ("10 of 4", "2027-03-10T15:50", "2027-03-10T15:51")
    ]
