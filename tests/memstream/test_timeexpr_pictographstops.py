"""Time expressions read whole (`resolve_times`, the product's path): a pictograph that is no
face ends a clause as a stop does where a word follows it, so the past tense before it does
not make "in <duration>" after it how long something took (round 45 part B;
tests/data/timeexpr.md, "in N units" is that unit; not dates: "in" a duration told as how long
something took). A pictograph right before "in" stays inside the clause ("sold 50 pies 🥧 in 2
hours"). New sentences, not the batch's. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
WEEK = ("2027-03-15T00:00", "2027-03-22T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("3 had foot rot 🐑 back in 2 weeks for the rest", [("in 2 weeks", *WEEK)]),
        (
            "the plumber fixed the leak 🔧 coming in 3 days for the boiler",
            [("in 3 days", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        # neighbours: a pictograph right before "in" keeps the past clause
        ("we sold 50 pies 🥧 in 2 hours", []),
        ("finished the whole roof 🏠 in 3 days", []),
        ("3 had foot rot and we sorted them in 2 weeks", []),
    ],
)
def test_a_pictograph_ends_the_clause_before_a_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
