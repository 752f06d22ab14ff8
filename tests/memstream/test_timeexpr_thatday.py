"""Time expressions read whole (`resolve_times`), round 39's kind of a clock time beside "that
day (morning, night, ...)": that clock time on the day named right before it in the message,
even in an earlier sentence (tests/data/timeexpr.md, read against a date named before it), in
the part of the day it names, a night's small hours after its midnight. With no day before it
the clock time keeps its reading, or a bare hour names no day. Said on Monday 4 May 2026,
09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the bake sale is on the 16th, stalls go up at 7am that day",
            [
                ("on the 16th", "2026-05-16T00:00", "2026-05-17T00:00"),
                ("at 7am that day", "2026-05-16T07:00", "2026-05-16T08:00"),
            ],
        ),
        (
            "my brother graduates on friday. we're driving up that morning at 6",
            [
                ("on friday", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("that morning at 6", "2026-05-08T06:00", "2026-05-08T07:00"),
            ],
        ),
        (
            "the quiz is on the 21st, we've a table that evening at 8",
            [
                ("on the 21st", "2026-05-21T00:00", "2026-05-22T00:00"),
                ("that evening at 8", "2026-05-21T20:00", "2026-05-21T21:00"),
            ],
        ),
        (
            "the reunion's on the 23rd. karaoke at 9 that night, bring earplugs",
            [
                ("on the 23rd", "2026-05-23T00:00", "2026-05-24T00:00"),
                ("at 9 that night", "2026-05-23T21:00", "2026-05-23T22:00"),
            ],
        ),
        (
            "the boat leaves on tuesday, check-in opens at 5:30 that morning",
            [
                ("on tuesday", "2026-05-05T00:00", "2026-05-06T00:00"),
                ("at 5:30 that morning", "2026-05-05T05:30", "2026-05-05T05:31"),
            ],
        ),
        # a night's small hours (up to 4, and 12) are after its midnight, on the next day
        (
            "last friday was wild, got home at 3 that night lol",
            [
                ("last friday", "2026-05-01T00:00", "2026-05-02T00:00"),
                ("at 3 that night", "2026-05-02T03:00", "2026-05-02T04:00"),
            ],
        ),
        (
            "the wedding was on the 2nd. the band played till 1 that night",
            [
                ("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00"),
                ("1 that night", "2026-05-03T01:00", "2026-05-03T02:00"),
            ],
        ),
        (
            "the gig's on the 23rd, we'll be out till 12 that night",
            [
                ("on the 23rd", "2026-05-23T00:00", "2026-05-24T00:00"),
                ("12 that night", "2026-05-24T00:00", "2026-05-24T01:00"),
            ],
        ),
        (
            "on saturday we partied, got to bed at 2am that night",
            [
                ("on saturday", "2026-05-02T00:00", "2026-05-03T00:00"),
                ("at 2am that night", "2026-05-03T02:00", "2026-05-03T03:00"),
            ],
        ),
        (
            "friday is the party, cab at 1 that night pls",
            [
                ("friday", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("at 1 that night", "2026-05-09T01:00", "2026-05-09T02:00"),
            ],
        ),
        (
            "on friday we had dinner at 8 that night",
            [
                ("on friday", "2026-05-01T00:00", "2026-05-02T00:00"),
                ("at 8 that night", "2026-05-01T20:00", "2026-05-01T21:00"),
            ],
        ),
        # kept: no day named before it
        ("i could not sleep at 3 that night", []),
        (
            "we were so tired that night at 7",
            [("night at 7", "2026-05-03T19:00", "2026-05-03T20:00")],
        ),
    ],
)
def test_a_clock_time_that_day(read, text, want) -> None:
    assert read(text) == want
