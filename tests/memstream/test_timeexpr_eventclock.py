"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time later in
a message about an event whose day it named (issue 21, round 54 part c). The day's clause
may hold a word that only looks like a past ("doing a bit of ... on sat": "bit" after "a"),
a state that comes about ("gets opened on friday") or a signing up ("signed up to marshal
tmrw"): the event is still planned, and the clock time is on its day. A pick-up before an
event's start is the way to it, the reading nearest the start ("starts 9am, can pick u up at
8:15" is 08:15)."""

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
        (  # a pick-up before the start: the way to it
            "gig's at 8, i'll pick you up at 7:15",
            "2025-06-02T12:00:00+01:00",
            [
                ("at 8", "2025-06-02T20:00", "2025-06-02T21:00"),
                ("at 7:15", "2025-06-02T19:15", "2025-06-02T19:16"),
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
