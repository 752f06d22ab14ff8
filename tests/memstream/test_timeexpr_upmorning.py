"""Time expressions read whole (`resolve_times`, the product's path): a person who will "be
up" at a clock time on a named day is out of bed, a word of the morning ("she'll be up at 5
tmrw": 05:00), as "gotta be up" is (round 42 part C; tests/data/timeexpr.md, "clock times
without am/pm": on a named day, the daytime reading unless the sentence tells otherwise, "got
up at 5" is 05:00). Not a thing that will "be up", posted ("the results will be up at 5
tmrw": 17:00). New sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "he'll be up at 6 tomorrow for the ferry",
            "2027-03-03T21:00",
            [("at 6 tomorrow", "2027-03-04T06:00", "2027-03-04T07:00")],
        ),
        (
            "they will be up at 5 on friday, early flight",
            "2027-03-03T21:00",
            [("at 5 on friday", "2027-03-05T05:00", "2027-03-05T06:00")],
        ),
        # a thing that will be up is posted: the daytime reading
        (
            "the grades will be up at 5 tomorrow",
            "2027-03-03T21:00",
            [("at 5 tomorrow", "2027-03-04T17:00", "2027-03-04T18:00")],
        ),
        # round 42 part C review: with no day of its own, or up at a place, the nearest reading
        (
            "they'll be up at 3 on the main stage!!",
            "2027-03-03T09:00",
            [("at 3", "2027-03-03T15:00", "2027-03-03T16:00")],
        ),
        (
            "we'll be up at the cabin by 4, bring snacks",
            "2027-03-03T15:30",
            [("by 4", "2027-03-03T16:00", "2027-03-03T17:00")],
        ),
        (
            "we'll be up at 8 for the ceremony tonight 💍",
            "2027-03-03T09:00",
            [
                ("at 8", "2027-03-03T20:00", "2027-03-03T21:00"),
                ("tonight", "2027-03-03T18:00", "2027-03-04T00:00"),
            ],
        ),
    ],
)
def test_a_person_up_at_a_clock_time_is_the_morning(read, text, said, want) -> None:
    assert read(text, said=said) == want
