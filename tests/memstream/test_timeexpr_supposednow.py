"""Time expressions read whole (`resolve_times`, the product's path): a day something was
meant or supposed to happen on, and a date after "now" where a date slipped or moved to
(round 45 part E, the kind of batches 59-61's misses; tests/data/timeexpr.md: a recurring
mention names the occurrence the sentence talks about, the date something was moved to is
ahead even told in the past). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the plan's day, the nearest one
        (
            "the kitchen was supposed to be finished on the 5th, the tiles are late",
            [("on the 5th", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        (
            "supposed to be off till the 28th but the boss rang",
            [("the 28th", "2027-02-28T00:00", "2027-03-01T00:00")],
        ),
        # what the past tells outright, a weekday, and a month, keep the past
        (
            "the van was meant to come last tuesday",
            [("last tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "the van was meant to come thursday",
            [("thursday", "2027-02-25T00:00", "2027-02-26T00:00")],
        ),
        (
            "we were supposed to fly to lisbon in april, then covid",
            [("in april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
    ],
)
def test_a_day_that_was_meant_to_be(read, text, want) -> None:
    assert read(text, said=SAID) == want


NOV20 = "2026-11-20T19:40"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a plan whose failure is told as over: the day gone by (round 45 part E review)
        (
            "was supposed to fly out on the 3rd but got sick",
            [("on the 3rd", "2026-11-03T00:00", "2026-11-04T00:00")],
        ),
        (
            "rent was supposed to go out on the 1st, it bounced, $1450 gone",
            [("on the 1st", "2026-11-01T00:00", "2026-11-02T00:00")],
        ),
        (
            "we were meant to close on the house on the 2nd, bank messed up the paperwork",
            [("on the 2nd", "2026-11-02T00:00", "2026-11-03T00:00")],
        ),
        (
            "was supposed to get my results on the 2nd, still waiting 😬",
            [("on the 2nd", "2026-11-02T00:00", "2026-11-03T00:00")],
        ),
        # still open when it is said: the nearest
        (
            "im supposed to fly out on the 3rd, cant wait",
            [("on the 3rd", "2026-12-03T00:00", "2026-12-04T00:00")],
        ),
        (
            "supposed to be off till the 26th but the boss rang",
            [("the 26th", "2026-11-26T00:00", "2026-11-27T00:00")],
        ),
        (
            "meant to have my review on the 30th but my manager is off",
            [("on the 30th", "2026-11-30T00:00", "2026-12-01T00:00")],
        ),
    ],
)
def test_a_day_whose_plan_fell_through_or_is_open(read, text, want) -> None:
    assert read(text, said=NOV20) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # where the date slipped or moved to: ahead
        (
            "the boiler swap slipped again, now apr 2 🙄",
            [("apr 2", "2027-04-02T00:00", "2027-04-03T00:00")],
        ),
        (
            "the scan got pushed back, now the 20th",
            [("the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
        # a date that a verb or words of its own follow: not where it moved to
        (
            "it was postponed in jan, now the 1st of feb was the actual date",
            [
                ("in jan", "2027-01-01T00:00", "2027-02-01T00:00"),
                ("the 1st of feb", "2027-02-01T00:00", "2027-02-02T00:00"),
            ],
        ),
        (
            "the match was delayed, now 7 jan in the records",
            [("7 jan", "2027-01-07T00:00", "2027-01-08T00:00")],
        ),
        # no verb of slipping: the past keeps its reading
        (
            "we went on the 20th, now it's quiet",
            [("on the 20th", "2027-02-20T00:00", "2027-02-21T00:00")],
        ),
    ],
)
def test_a_date_it_slipped_to(read, text, want) -> None:
    assert read(text, said=SAID) == want
