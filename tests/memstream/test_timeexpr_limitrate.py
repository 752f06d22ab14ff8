"""Time expressions read whole (`resolve_times`), round 55 part d's kind of a limit's rate:
a number after a word of a limit, then "in" a rolling window of days or hours ("my max is 60
in 7 days", "the cap is 2 in 10 days", "no more than 8 hrs in 24 hours"): how many in how
long, a rule's period, no time (tests/data/timeexpr.md, not dates: "a rule's period"). "Up
to" a number is also a rise ("the fee goes up to 90 in 3 days": when, a time), and a limit
reset, hit or reached "in" a duration is a time, as before; so are weeks and months ("at
most 5 in 2 weeks", "pay max 50 in 2 weeks"), a name ("Max is 3 in 2 days", a birthday) and
a word of the future or a change in the sentence ("the bet limit is 50 in 2 days when the
promo ends"), the review's probes. Said on Tuesday 1 December 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-01T09:00"
_DAY3 = ("2026-12-03T00:00", "2026-12-04T00:00")
_DAY8 = ("2026-12-08T00:00", "2026-12-09T00:00")
_SAT = ("2026-12-05T00:00", "2026-12-06T00:00")
_WEEK1 = ("2026-12-07T00:00", "2026-12-14T00:00")
_WEEK2 = ("2026-12-14T00:00", "2026-12-21T00:00")


@pytest.mark.parametrize(
    "text",
    [
        "my max is 60 in 7 days so no more shifts",
        "the cap is 2 in 10 days for refunds",
        "no more than 8 hrs in 24 hours on the sim",
        "max 3 doses in 24 hours",
        "cap of 30 in 2 days, new rule from HR",
        "no more than 2x in 24 hrs pls, doc said",
    ],
)
def test_a_limit_in_a_duration_is_no_time(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the fee goes up to 90 in 3 days",
            [("in 3 days", "2026-12-04T00:00", "2026-12-05T00:00")],
        ),
        ("the limit resets in 10 days", [("in 10 days", "2026-12-11T00:00", "2026-12-12T00:00")]),
        ("round 2 in 3 weeks", [("in 3 weeks", "2026-12-21T00:00", "2026-12-28T00:00")]),
        ("i'll be at max in 3 days", [("in 3 days", "2026-12-04T00:00", "2026-12-05T00:00")]),
        # a window of weeks or months: when ("at most 5 in 2 weeks" is rarer than a change)
        ("limit of 4 in a week per customer", [("in a week", *_WEEK1)]),
        ("pay max 50 in 2 weeks", [("in 2 weeks", *_WEEK2)]),
        ("the speed limit is 30 in 2 weeks, they're changing it", [("in 2 weeks", *_WEEK2)]),
        # a name: a birthday
        ("Max is 3 in 2 days!! party on sat", [("in 2 days", *_DAY3), ("on sat", *_SAT)]),
        ("max is 2 in 7 days, can you believe it", [("in 7 days", *_DAY8)]),
        (
            "lily's 5 in 2 weeks and Max is 3 in 2 days",
            [("in 2 weeks", *_WEEK2), ("in 2 days", *_DAY3)],
        ),
        # a word of the future or a change: when it gets there
        ("the bet limit is 50 in 2 days when the promo ends", [("in 2 days", *_DAY3)]),
        ("ill be at max 100 in 2 days if i keep grinding", [("in 2 days", *_DAY3)]),
        ("my level will hit max 60 in 2 days at this rate", [("in 2 days", *_DAY3)]),
        ("the new limit is 20 in 7 days", [("in 7 days", *_DAY8)]),
        ("the limit is 40 in 2 days once the new rules kick in", [("in 2 days", *_DAY3)]),
    ],
)
def test_a_limit_keeps_a_time_of_its_own(read, text, want) -> None:
    assert read(text, said=SAID) == want
