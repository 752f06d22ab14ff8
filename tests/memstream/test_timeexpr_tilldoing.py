"""Time expressions read whole (`resolve_times`, the product's path): a bare hour after
"till"/"until" and before a verb in "-ing" ("stayed up till 1 doing homework") is the clock
time, the gerund a clause of its own and no noun the number counts (round 42 part C;
tests/data/timeexpr.md: "until X", like "by X", is X). Not a noun in "-ing" or a count.
New sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "was up till 2 finishing the slides 😴",
            "2027-03-03T02:40",
            [("2", "2027-03-03T02:00", "2027-03-03T03:00")],
        ),
        (
            "sat up till 1 watching the election results",
            "2027-03-03T01:50",
            [("1", "2027-03-03T01:00", "2027-03-03T02:00")],
        ),
        # round 42 part C review: after a number, "till" is no clock's "until"
        (
            "it's 3 till 7 training on sat",
            "2027-03-03T19:00",
            [("on sat", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        ("count from 1 till 10 using your fingers", "2027-03-03T09:00", []),
    ],
)
def test_a_bare_hour_before_a_gerund_after_till(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    "text",
    ["we played till 5 things went wrong", "open till 9 evenings", "she counted to 3 sitting down"],
)
def test_a_noun_or_a_count_after_the_number_stays(read, text) -> None:
    assert read(text, said="2027-03-03T12:00") == []
