"""Time expressions read whole (`resolve_times`, the product's path): a clock time after
"since" and an event ("the lift has been stuck since the inspection at 9", said at 21:00) is
when the event was, gone by: the latest such time, whatever else the sentence says ahead
(round 58 part C; tests/data/timeexpr.md, "since X" runs from X to the moment it was said).
"Since 3" alone stays the stretch; "at 3" with no "since" keeps the sentence's tense. New
sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "gate won't lock, it's been jammed since the inspection at 4",
            "2027-03-03T21:30",
            [("at 4", "2027-03-03T16:00", "2027-03-03T17:00")],
        ),
        (
            "no wifi since the outage at 11:40, will call them",
            "2027-03-03T20:00",
            [("at 11:40", "2027-03-03T11:40", "2027-03-03T11:41")],
        ),
        (
            "since the reboot at 4 am it's fine",
            "2027-03-03T22:00",
            [("at 4 am", "2027-03-03T04:00", "2027-03-03T05:00")],
        ),
        # a "since" of "because" opens its clause: the sentence's tense (review)
        (
            "since the meeting at 3 is cancelled we can leave early",
            "2027-03-03T08:00",
            [("at 3", "2027-03-03T15:00", "2027-03-03T16:00")],
        ),
        (
            "since the bus at 6 is full, i'll drive",
            "2027-03-03T08:00",
            [("at 6", "2027-03-03T18:00", "2027-03-03T19:00")],
        ),
        (
            "since the test at 10, i'll wait",
            "2027-03-03T08:00",
            [("at 10", "2027-03-03T10:00", "2027-03-03T11:00")],
        ),
        # a later clock time in a clause of its own keeps its own tense (review)
        (
            "been down since the update at 10, patch coming at 11",
            "2027-03-03T22:00",
            [
                ("at 10", "2027-03-03T10:00", "2027-03-03T11:00"),
                ("at 11", "2027-03-03T23:00", "2027-03-04T00:00"),
            ],
        ),
        (
            "it's been down since the update at 10 and they're fixing it at 11",
            "2027-03-03T20:30",
            [
                ("at 10", "2027-03-03T10:00", "2027-03-03T11:00"),
                ("at 11", "2027-03-03T23:00", "2027-03-04T00:00"),
            ],
        ),
        # as before: the stretch itself; a plan with no "since"
        (
            "been waiting since 3",
            "2027-03-03T21:30",
            [("since 3", "2027-03-03T15:00", "2027-03-03T21:30")],
        ),
        (
            "the app has been down since 5, signups close at midnight",
            "2027-03-03T21:30",
            [
                ("since 5", "2027-03-03T17:00", "2027-03-03T21:30"),
                ("at midnight", "2027-03-04T00:00", "2027-03-04T01:00"),
            ],
        ),
        (
            "the inspection will be at 4",
            "2027-03-03T12:00",
            [("at 4", "2027-03-03T16:00", "2027-03-03T17:00")],
        ),
    ],
)
def test_a_clock_time_of_the_event_since_which_is_gone_by(read, text, said, want) -> None:
    assert read(text, said=said) == want
