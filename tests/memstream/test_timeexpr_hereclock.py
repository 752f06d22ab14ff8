"""Time expressions read whole (`resolve_times`, the product's path): a bare hour followed by
"here" or "there" is a clock time ("meet at 5 here": a place's adverb is no noun after it),
and a clock time "for" a team or an office elsewhere beside one "here" is the same moment on
their clock, written down at the speaker's (round 58 part C; tests/data/timeexpr.md, other
places' clocks: "the call is 8pm here, 12pm for my cousin in london" is 20:00 twice). Two
times told only as for whom stay two. New sentences, not the batch's. Said on Wednesday 3
March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the sync is at 9 here, 5pm for the sydney office",
            "2027-03-03T12:00",
            [
                ("at 9", "2027-03-03T21:00", "2027-03-03T22:00"),
                ("5pm", "2027-03-03T21:00", "2027-03-03T22:00"),
            ],
        ),
        (
            "friday's review is at 3 here, 10am their time",
            "2027-03-03T12:00",
            [
                ("friday", "2027-03-05T00:00", "2027-03-06T00:00"),
                ("at 3", "2027-03-05T15:00", "2027-03-05T16:00"),
                ("10am", "2027-03-05T15:00", "2027-03-05T16:00"),
            ],
        ),
        (
            "drinks at 6 there, bring cash",
            "2027-03-03T12:00",
            [("at 6", "2027-03-03T18:00", "2027-03-03T19:00")],
        ),
        # as before: two times told only as for whom; a count beside "here"
        (
            "lunch at 12 for me, 1pm for the team",
            "2027-03-03T09:00",
            [
                ("at 12", "2027-03-03T12:00", "2027-03-03T13:00"),
                ("1pm", "2027-03-03T13:00", "2027-03-03T14:00"),
            ],
        ),
        ("there were 5 here when i came", "2027-03-03T12:00", []),
        (
            "dlc unlocks at midnight on the 6th here, woo",
            "2027-03-03T16:00",
            [("at midnight on the 6th", "2027-03-06T00:00", "2027-03-06T01:00")],
        ),
        # a price after a count; "there" before "here", another's clock: neither (review)
        ("bought 3 at 5 here and 2 at 4 there", "2027-03-03T08:00", []),
        ("got 2 at 5 there, cheap", "2027-03-03T08:00", []),
        ("the game's at 2 there, so 9 here", "2027-03-03T08:00", []),
        (
            "the match is at 3 there, 10am here",
            "2027-03-03T09:00",
            [("10am", "2027-03-03T10:00", "2027-03-03T11:00")],
        ),
    ],
)
def test_a_clock_here_and_another_teams_are_one_moment(read, text, said, want) -> None:
    assert read(text, said=said) == want
