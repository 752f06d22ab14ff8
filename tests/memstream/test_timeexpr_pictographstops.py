"""Time expressions read whole (`resolve_times`, the product's path): a pictograph that is no
face ends a clause as a stop does where a word of coming back follows it before the time
("back", "coming", "due"), so the past tense before it does not make "in <duration>" after it
how long something took (round 45 part B and its review; tests/data/timeexpr.md, "in N units"
is that unit; not dates: "in" a duration told as how long something took). A pictograph right
before "in", or with other words after it, stays inside the clause ("sold 50 pies 🥧 in 2
hours", "drove 🚗 all the way in 3 hrs"). New sentences, not the batch's. Said on Wednesday
3 March 2027, 09:00 UTC."""

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
        # nor does one with words after it that go on telling what was done, how long it took
        ("we did the whole kitchen 🔨 start to finish in 4 days", []),
        ("drove 🚗 all the way in 3 hrs", []),
        ("cleared the garden 🌱 all in a day", []),
        (
            "posted the parcel 📦 arriving in 3 days",
            [("in 3 days", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_pictograph_ends_the_clause_before_a_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
