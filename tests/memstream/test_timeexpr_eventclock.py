"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time later in
a message about an event whose day it named (issue 21, round 54 part c). The day's clause
may hold a word that only looks like a past ("doing a bit of ... on sat": "bit" after "a"),
a state that comes about ("gets opened on friday") or a signing up ("signed up to marshal
tmrw"): the event is still planned, and the clock time is on its day. A pick-up asked as a
question right after an event's start is the way to it, shortly before ("start's 9am, can pick
u up at 8:15?" is 08:15); a pick-up told is more often the day's end, the next after ("tour on
sat, bus leaves at 8, picks us up again at 5" is 17:00; round 54 part c, review)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "signed up to marshal tmrw at the 10k, my first go at it, need to be there by 7:15",
            "2025-06-06T18:30:00+01:00",
            [
                ("tmrw", "2025-06-07T00:00", "2025-06-08T00:00"),
                ("7:15", "2025-06-07T07:15", "2025-06-07T07:16"),
            ],
        ),
        (
            "doing a bit of a car boot on sun, the one by the leisure centre, it's my first. "
            "gates open at 7",
            "2025-06-05T20:00:00+01:00",
            [
                ("on sun", "2025-06-08T00:00", "2025-06-09T00:00"),
                ("at 7", "2025-06-08T07:00", "2025-06-08T08:00"),
            ],
        ),
        (
            "the bike gets serviced on thursday, they said drop it off early. opens at 8",
            "2025-06-02T20:00:00+01:00",
            [
                ("on thursday", "2025-06-05T00:00", "2025-06-06T00:00"),
                ("at 8", "2025-06-05T08:00", "2025-06-05T09:00"),
            ],
        ),
        (  # a pick-up asked right after a start: the way to it
            "gig starts at 8, can i pick you up at 7:15?",
            "2025-06-02T12:00:00+01:00",
            [
                ("at 8", "2025-06-02T20:00", "2025-06-02T21:00"),
                ("at 7:15", "2025-06-02T19:15", "2025-06-02T19:16"),
            ],
        ),
        (
            "open house on sat, starts at 12, can u collect me at 11:30?",
            "2025-06-02T12:00:00+01:00",
            [
                ("on sat", "2025-06-07T00:00", "2025-06-08T00:00"),
                ("at 12", "2025-06-07T12:00", "2025-06-07T13:00"),
                ("at 11:30", "2025-06-07T11:30", "2025-06-07T11:31"),
            ],
        ),
        # near misses: told as past, the day gone by; a pick-up after the event, after it
        (
            "did a bit of gardening on sat, started at 9",
            "2025-06-05T20:00:00+01:00",
            [
                ("on sat", "2025-05-31T00:00", "2025-06-01T00:00"),
                ("at 9", "2025-05-31T09:00", "2025-05-31T10:00"),
            ],
        ),
        (
            "party on saturday at jo's, starts at 8, can pick u up at 11 after",
            "2025-06-02T12:00:00+01:00",
            [
                ("on saturday", "2025-06-07T00:00", "2025-06-08T00:00"),
                ("at 8", "2025-06-07T20:00", "2025-06-07T21:00"),
                ("at 11", "2025-06-07T23:00", "2025-06-08T00:00"),
            ],
        ),
    ],
)
def test_a_clock_time_on_the_day_of_the_event_named_before(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "nursery drop off at 8, pick up at 5:30",
            "2024-07-30T07:30:00-03:00",
            [
                ("at 8", "2024-07-30T08:00", "2024-07-30T09:00"),
                ("at 5:30", "2024-07-30T17:30", "2024-07-30T17:31"),
            ],
        ),
        (
            "shop opens at 9, i'll pick it up at 5",
            "2024-07-30T07:30:00-03:00",
            [
                ("at 9", "2024-07-30T09:00", "2024-07-30T10:00"),
                ("at 5", "2024-07-30T17:00", "2024-07-30T18:00"),
            ],
        ),
        (
            "the kids go in at 8:45 and i collect them at 3:15",
            "2024-07-30T07:30:00-03:00",
            [
                ("at 8:45", "2024-07-30T08:45", "2024-07-30T08:46"),
                ("at 3:15", "2024-07-30T15:15", "2024-07-30T15:16"),
            ],
        ),
        (
            "dropping the car at the garage at 8, collecting it at 4",
            "2024-07-30T07:30:00-03:00",
            [
                ("at 8", "2024-07-30T08:00", "2024-07-30T09:00"),
                ("at 4", "2024-07-30T16:00", "2024-07-30T17:00"),
            ],
        ),
        (
            "school starts at 9 and pick up is at 3",
            "2024-07-30T07:30:00-03:00",
            [
                ("at 9", "2024-07-30T09:00", "2024-07-30T10:00"),
                ("at 3", "2024-07-30T15:00", "2024-07-30T16:00"),
            ],
        ),
        (
            "i work at 9 but can collect you at 5:30",
            "2024-07-30T07:30:00-03:00",
            [
                ("at 9", "2024-07-30T09:00", "2024-07-30T10:00"),
                ("at 5:30", "2024-07-30T17:30", "2024-07-30T17:31"),
            ],
        ),
        (  # asked, but far before the start: the day's end
            "school starts at 9, can i pick them up at 3?",
            "2024-07-30T07:30:00-03:00",
            [
                ("at 9", "2024-07-30T09:00", "2024-07-30T10:00"),
                ("at 3", "2024-07-30T15:00", "2024-07-30T16:00"),
            ],
        ),
        (
            "tour on sat, bus leaves at 8, picks us up again at 5",
            "2024-04-12T16:45:00+01:00",
            [
                ("on sat", "2024-04-13T00:00", "2024-04-14T00:00"),
                ("at 8", "2024-04-13T08:00", "2024-04-13T09:00"),
                ("at 5", "2024-04-13T17:00", "2024-04-13T18:00"),
            ],
        ),
        (
            "school trip on mon, coach leaves at 8, picking them up at 4",
            "2025-10-10T11:00:00-04:00",
            [
                ("on mon", "2025-10-13T00:00", "2025-10-14T00:00"),
                ("at 8", "2025-10-13T08:00", "2025-10-13T09:00"),
                ("at 4", "2025-10-13T16:00", "2025-10-13T17:00"),
            ],
        ),
    ],
)
def test_a_pick_up_told_is_the_days_end(local, text, said, want) -> None:
    assert local(text, said) == want
