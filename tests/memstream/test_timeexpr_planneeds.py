"""Time expressions read whole (`resolve_times`), round 56's kind of a later sentence that
tells what a planned day's event wants or needs ("quiz night is on the 14th, 12 teams so far.
the host wants the mics tested at 6:15"; tests/data/timeexpr.md, "read against a date named
before it": a clock time "in a later clause or sentence about the same event" is on that
day): the need is the plan's, and the participle after it ("tested", "booked") tells the state
asked for, no past. Not one's own doing ("i need to ring the caterer at 3") nor a need told as
past ("we needed the van booked at 3"): their own readings. Said on Monday 4 May 2026, 09:00
(UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "quiz night is on the 14th, 12 teams so far. the host wants the mics tested at 6:15",
            [
                ("on the 14th", "2026-05-14T00:00", "2026-05-15T00:00"),
                ("at 6:15", "2026-05-14T18:15", "2026-05-14T18:16"),
            ],
        ),
        (
            "the launch is thurs 10am. they want the slides finished at 9:20",
            [
                ("thurs 10am", "2026-05-07T10:00", "2026-05-07T11:00"),
                ("at 9:20", "2026-05-07T09:20", "2026-05-07T09:21"),
            ],
        ),
        (
            "the fete is on the 23rd, 30 stalls. we need the field marked out from 7:45",
            [
                ("on the 23rd", "2026-05-23T00:00", "2026-05-24T00:00"),
                ("7:45", "2026-05-23T07:45", "2026-05-23T07:46"),
            ],
        ),
        # kept: one's own doing, a need told as past
        (
            "the launch is on the 21st, 60 invites out. i need to ring the caterer at 3",
            [
                ("on the 21st", "2026-05-21T00:00", "2026-05-22T00:00"),
                ("at 3", "2026-05-04T15:00", "2026-05-04T16:00"),
            ],
        ),
        (
            "the launch is on the 21st, 60 invites out. we needed the van booked at 3",
            [
                ("on the 21st", "2026-05-21T00:00", "2026-05-22T00:00"),
                ("at 3", "2026-05-04T03:00", "2026-05-04T04:00"),
            ],
        ),
        # review: the speaker's own want, or one in a clause before the clock time's, is
        # its own; the want of the plan's people is the plan's
        (
            "the conference is thurs. i need a new dress, shops shut at 8",
            [
                ("thurs", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("at 8", "2026-05-04T20:00", "2026-05-04T21:00"),
            ],
        ),
        (
            "race is sunday. my knee needs ice, physio at 2",
            [
                ("sunday", "2026-05-10T00:00", "2026-05-11T00:00"),
                ("at 2", "2026-05-04T14:00", "2026-05-04T15:00"),
            ],
        ),
        (
            "dinner with the in laws is on sunday. i need a drink, pub at 6?",
            [
                ("on sunday", "2026-05-10T00:00", "2026-05-11T00:00"),
                ("at 6", "2026-05-04T18:00", "2026-05-04T19:00"),
            ],
        ),
        (
            "the conference is thurs. my visa appointment needs rebooking, embassy at 9",
            [
                ("thurs", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("at 9", "2026-05-04T09:00", "2026-05-04T10:00"),
            ],
        ),
        (
            "the move is on the 30th. we need the van at 8",
            [
                ("on the 30th", "2026-05-30T00:00", "2026-05-31T00:00"),
                ("at 8", "2026-05-30T08:00", "2026-05-30T09:00"),
            ],
        ),
        (
            "the shoot is fri. the model needs her hair done at 7",
            [
                ("fri", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("at 7", "2026-05-08T07:00", "2026-05-08T08:00"),
            ],
        ),
    ],
)
def test_what_a_plan_needs(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
