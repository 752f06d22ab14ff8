"""Time expressions read whole (`resolve_times`), round 57's kind of a clock time with no day
that something is or was meant (supposed) to happen at (tests/data/timeexpr.md: with no day,
the nearest reading in the sentence's tense) (memstream/encoders/times/tensemeant.py):

- told as past and overtaken by what happened instead, a clause in the simple past with a
  clock time of its own ("the coach was meant to leave at 9 and finally pulled out at
  10:15", said at 00:20): both gone by, the evening before, not the morning ahead;
- told in the present, or after a noun with no copula ("im supposed to clock off at 6", said
  at 02:30; "the plumber meant to come at 5 but he's stuck"): the plan, still open, the
  nearest such time.

Near misses keep their reading: a plan whose failure names no time of its own ("was meant to
be at work for 8 but the bus is late", said at 06:20: today's 8), a person's own intention
("i meant to call mum at 1 but forgot", "mum meant to call at 2 but forgot": the past), a
clock time earlier than the plan's or a quarter of a day or more after it, a notice before the
plan ("the delivery was supposed to come at 2 and they rang at 9 to say its late", said at
09:55: the plan is 14:00, still ahead). Said in UTC."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the coach was meant to leave at 9 and finally pulled out at 10:15",
            "2026-03-10T00:20",
            [
                ("at 9", "2026-03-09T21:00", "2026-03-09T22:00"),
                ("at 10:15", "2026-03-09T22:15", "2026-03-09T22:16"),
            ],
        ),
        (
            "the install was supposed to start at 4 and the engineer turned up at 6:30",
            "2026-03-10T23:50",
            [
                ("at 4", "2026-03-10T16:00", "2026-03-10T17:00"),
                ("at 6:30", "2026-03-10T18:30", "2026-03-10T18:31"),
            ],
        ),
        # kept: no time of what happened instead
        (
            "was meant to be at work for 8 but the bus is late",
            "2026-03-10T06:20",
            [("for 8", "2026-03-10T08:00", "2026-03-10T09:00")],
        ),
        (
            "the coach was meant to leave at 9, no idea when it goes now",
            "2026-03-10T00:20",
            [("at 9", "2026-03-10T09:00", "2026-03-10T10:00")],
        ),
    ],
)
def test_a_plan_overtaken_by_what_happened_is_past(read, text, said, want) -> None:
    assert read(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "im supposed to clock off at 6, shattered",
            "2026-03-10T02:30",
            [("at 6", "2026-03-10T06:00", "2026-03-10T07:00")],
        ),
        (
            "the bus is meant to leave at 2 so i'll be late",
            "2026-03-10T13:30",
            [("at 2", "2026-03-10T14:00", "2026-03-10T15:00")],
        ),
        (
            "the plumber meant to come at 5 but he's stuck in traffic",
            "2026-03-10T14:10",
            [("at 5", "2026-03-10T17:00", "2026-03-10T18:00")],
        ),
        # kept: a person's own intention, told as past
        (
            "i meant to call mum at 1 but forgot",
            "2026-03-10T14:10",
            [("at 1", "2026-03-10T13:00", "2026-03-10T14:00")],
        ),
    ],
)
def test_a_plan_still_open_is_the_nearest_time(read, text, said, want) -> None:
    assert read(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the parcel was meant to arrive at 12 and i got an email at 8 saying it's out for"
            " delivery",
            "2026-03-10T09:55",
            ("at 12", "2026-03-10T12:00", "2026-03-10T13:00"),
        ),
        (
            "the delivery was supposed to come at 2 and they rang at 9 to say its late",
            "2026-03-10T09:55",
            ("at 2", "2026-03-10T14:00", "2026-03-10T15:00"),
        ),
        (
            "meeting was supposed to be at 3 and they moved it at 9 to 4",
            "2026-03-10T09:55",
            ("at 3", "2026-03-10T15:00", "2026-03-10T16:00"),
        ),
        (
            "train was supposed to leave at 10 and i got here at 9:50, now its delayed",
            "2026-03-10T09:55",
            ("at 10", "2026-03-10T10:00", "2026-03-10T11:00"),
        ),
        (
            "the gas man was supposed to be here at 2 and rang at 9 to confirm",
            "2026-03-10T11:00",
            ("at 2", "2026-03-10T14:00", "2026-03-10T15:00"),
        ),
        (
            "was meant to collect her at 4 and she messaged at 10:30 saying she's ill",
            "2026-03-10T11:00",
            ("at 4", "2026-03-10T16:00", "2026-03-10T17:00"),
        ),
        # still overtaken: the late happening a few hours after the plan, am/pm or not
        (
            "delivery was meant to be at 4, driver rang at 6 to say hes lost",
            "2026-03-10T00:37",
            ("at 4", "2026-03-09T16:00", "2026-03-09T17:00"),
        ),
        (
            "list was meant to finish at 5 and we closed the last case at 10:40pm",
            "2026-03-10T23:55",
            ("at 5", "2026-03-10T17:00", "2026-03-10T18:00"),
        ),
    ],
)
def test_a_notice_before_the_plan_leaves_it_ahead(read, text, said, want) -> None:
    assert read(text, said)[0] == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "mum meant to call at 2 but forgot",
            "2026-03-10T09:55",
            [("at 2", "2026-03-10T02:00", "2026-03-10T03:00")],
        ),
        (
            "the plumber meant to come at 4 and never turned up",
            "2026-03-10T09:55",
            [("at 4", "2026-03-10T04:00", "2026-03-10T05:00")],
        ),
        # kept open: the sentence goes on in the present
        (
            "the engineer meant to arrive at 2 but the roads are shut",
            "2026-03-10T09:55",
            [("at 2", "2026-03-10T14:00", "2026-03-10T15:00")],
        ),
    ],
)
def test_an_intention_lapsed_in_the_past_is_no_open_plan(read, text, said, want) -> None:
    assert read(text, said) == want
