"""Time expressions read whole (`resolve_times`), round 55 part d's kind of a limit's rate:
a number after a word of a limit, then "in" a duration ("my max is 60 in 7 days", "the cap
is 2 in 10 days", "no more than 8 hrs in 24 hours"): how many in how long, a rule's
period, no time (tests/data/timeexpr.md, not dates: "a rule's period"), in any tense. "Up
to" a number is also a rise ("the fee goes up to 90 in 3 days": when, a time), and a limit
reset, hit or reached "in" a duration is a time, as before. Said on Tuesday 1 December 2026,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-01T09:00"


@pytest.mark.parametrize(
    "text",
    [
        "my max is 60 in 7 days so no more shifts",
        "the cap is 2 in 10 days for refunds",
        "no more than 8 hrs in 24 hours on the sim",
        "limit of 4 in a week per customer",
        "max 3 doses in 24 hours",
        "at most 5 in 2 weeks, the rules say",
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
    ],
)
def test_a_limit_keeps_a_time_of_its_own(read, text, want) -> None:
    assert read(text, said=SAID) == want
