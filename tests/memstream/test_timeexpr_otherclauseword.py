"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time with
no day whose half of the day a word of another clause seemed to tell, a clause with a clock
time of its own ("a power cut at 9 and a wake-up alarm at 11"), or an alarm that sounds for
something else ("a car alarm"): the kind of case of blind batches 56-58's misses (round 44
part E; tests/data/timeexpr.md, clock times without am/pm: with no day, the nearest reading
in the sentence's tense). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, in UTC."""

from __future__ import annotations

import pytest

LATE = "2027-03-03T23:40"
MORNING = "2027-03-03T10:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "we had a power cut at 9 and a smoke alarm at 11:15",
            LATE,
            [
                ("at 9", "2027-03-03T21:00", "2027-03-03T22:00"),
                ("at 11:15", "2027-03-03T23:15", "2027-03-03T23:16"),
            ],
        ),
        (
            "there was a fight at 10 and the fire alarm went off at 11",
            LATE,
            [
                ("at 10", "2027-03-03T22:00", "2027-03-03T23:00"),
                ("at 11", "2027-03-03T23:00", "2027-03-04T00:00"),
            ],
        ),
        # neighbours: a waking alarm, or waking, in the clock time's own clause
        (
            "my alarm went off at 6 and i was on the bus at 7",
            LATE,
            [
                ("at 6", "2027-03-03T06:00", "2027-03-03T07:00"),
                ("at 7", "2027-03-03T07:00", "2027-03-03T08:00"),
            ],
        ),
        (
            "woke at 6 and ran at 7",
            MORNING,
            [
                ("at 6", "2027-03-03T06:00", "2027-03-03T07:00"),
                ("at 7", "2027-03-03T07:00", "2027-03-03T08:00"),
            ],
        ),
        ("the car alarm woke me at 3", LATE, [("at 3", "2027-03-03T03:00", "2027-03-03T04:00")]),
    ],
)
def test_a_word_of_another_clock_times_clause(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a later clause's clock time at a later hour: told in order, its word tells both
        # (round 44 part E review)
        (
            "dentist at 4 and dinner at 7",
            MORNING,
            [
                ("at 4", "2027-03-03T16:00", "2027-03-03T17:00"),
                ("at 7", "2027-03-03T19:00", "2027-03-03T20:00"),
            ],
        ),
        (
            "gym at 6 and breakfast at 8 then work",
            "2027-03-03T05:10",
            [
                ("at 6", "2027-03-03T06:00", "2027-03-03T07:00"),
                ("at 8", "2027-03-03T08:00", "2027-03-03T09:00"),
            ],
        ),
        (
            "we had a fire at 9 and breakfast at 11",
            LATE,
            [
                ("at 9", "2027-03-03T09:00", "2027-03-03T10:00"),
                ("at 11", "2027-03-03T11:00", "2027-03-03T12:00"),
            ],
        ),
        # neighbour: a later clause's earlier hour is its own half's
        (
            "call at 10 and the movie at 9",
            MORNING,
            [
                ("at 10", "2027-03-03T10:00", "2027-03-03T11:00"),
                ("at 9", "2027-03-03T21:00", "2027-03-03T22:00"),
            ],
        ),
    ],
)
def test_a_later_hour_in_a_later_clause(read, text, said, want) -> None:
    assert read(text, said=said) == want
