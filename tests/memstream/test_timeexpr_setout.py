"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time after
another in its sentence, read as the next such hour after it, unless a word of setting out
comes between ("the flight is at 9:30 and we need to leave by 6": the way there, which may
come before it, read alone); and a bare "12:MM sharp" or "on the dot", which has its reading
after midnight as "12:MM" has: the kind of case of blind batches 56-58's misses (round 44
part E; tests/data/timeexpr.md, clock times without am/pm). New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 3 March 2027, in UTC."""

from __future__ import annotations

import pytest

SMALL_HOURS = "2027-03-03T01:00"
MORNING = "2027-03-03T10:00"
LATE = "2027-03-03T23:30"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the flight is at 9:30 and we need to leave by 6",
            SMALL_HOURS,
            [
                ("at 9:30", "2027-03-03T09:30", "2027-03-03T09:31"),
                ("by 6", "2027-03-03T06:00", "2027-03-03T07:00"),
            ],
        ),
        (
            "kickoff is at 3 and we are setting off at 1",
            MORNING,
            [
                ("at 3", "2027-03-03T15:00", "2027-03-03T16:00"),
                ("at 1", "2027-03-03T13:00", "2027-03-03T14:00"),
            ],
        ),
        # neighbour: no word of setting out, the next hour after the first
        (
            "the match is at 3 and the party at 8",
            MORNING,
            [
                ("at 3", "2027-03-03T15:00", "2027-03-03T16:00"),
                ("at 8", "2027-03-03T20:00", "2027-03-03T21:00"),
            ],
        ),
    ],
)
def test_a_word_of_setting_out_between_two_clock_times(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "cab booked, leaving at 12:10 sharp",
            [("at 12:10 sharp", "2027-03-04T00:10", "2027-03-04T00:11")],
        ),
        ("pickup at 12:30 on the dot", [("at 12:30", "2027-03-04T00:30", "2027-03-04T00:31")]),
        # neighbour: on a day of its own, the daytime reading
        (
            "lunch at 12:30 sharp tomorrow",
            [("at 12:30 sharp tomorrow", "2027-03-04T12:30", "2027-03-04T12:31")],
        ),
    ],
)
def test_twelve_something_sharp_said_late(read, text, want) -> None:
    assert read(text, said=LATE) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # setting out for a thing: the reading nearest it, before or after (round 44 part E review)
        (
            "dinner res at 8 and we leave at 7:15",
            SMALL_HOURS,
            [
                ("at 8", "2027-03-03T20:00", "2027-03-03T21:00"),
                ("at 7:15", "2027-03-03T19:15", "2027-03-03T19:16"),
            ],
        ),
        (
            "concert at 8 and we depart at 6",
            SMALL_HOURS,
            [
                ("at 8", "2027-03-03T20:00", "2027-03-03T21:00"),
                ("at 6", "2027-03-03T18:00", "2027-03-03T19:00"),
            ],
        ),
        (
            "party at 8 and we head off at 10 lol",
            MORNING,
            [
                ("at 8", "2027-03-03T20:00", "2027-03-03T21:00"),
                ("at 10", "2027-03-03T22:00", "2027-03-03T23:00"),
            ],
        ),
        (
            "the show's at 8, leaving at 11 after",
            MORNING,
            [
                ("at 8", "2027-03-03T20:00", "2027-03-03T21:00"),
                ("at 11", "2027-03-03T23:00", "2027-03-04T00:00"),
            ],
        ),
        (
            "breakfast at 8 and we leave at 9:30",
            "2027-03-03T20:10",
            [
                ("at 8", "2027-03-04T08:00", "2027-03-04T09:00"),
                ("at 9:30", "2027-03-04T09:30", "2027-03-04T09:31"),
            ],
        ),
        # a word of the second's own clause tells its half ("a fire at 9 and breakfast at 11")
        (
            "the movie at 9 and breakfast at 8 tho",
            MORNING,
            [
                ("at 9", "2027-03-03T21:00", "2027-03-03T22:00"),
                ("at 8", "2027-03-04T08:00", "2027-03-04T09:00"),
            ],
        ),
    ],
)
def test_setting_out_nearest_and_own_clause_word(read, text, said, want) -> None:
    assert read(text, said=said) == want
