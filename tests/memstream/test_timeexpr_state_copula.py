"""Time expressions read whole (`resolve_times`, the product's path): "'s" between a thing
and a state that a day follows ("the pool's closed thurs", "the clinic's shut monday") is
"is", not a possessive (round 40 part A; tests/data/timeexpr.md, a recurring mention told in
the present is the next one), also after chat's "bc" for "because", which starts a clause of
its own; an owner before a noun ("mum's birthday friday was lovely") keeps its past. Said on
Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "swim club got moved bc the leisure centre's closed thurs for repairs",
            [("thurs", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        (
            "the clinic's shut monday so I rebooked",
            [("monday", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        (
            "we changed the plan cos the venue's booked saturday",
            [("saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        (  # the tagger's past "closed" after "'s": the present's participle
            "the bakery's closed the 14th and 15th, open again on the 16th",
            [
                ("the 14th and 15th", "2027-03-14T00:00", "2027-03-16T00:00"),
                ("on the 16th", "2027-03-16T00:00", "2027-03-17T00:00"),
            ],
        ),
    ],
)
def test_a_state_after_s_is_told_in_the_present(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an owner before a noun: the past of the clause
        ("mum's birthday friday was lovely", [("friday", "2027-02-26T00:00", "2027-02-27T00:00")]),
        # "bc" ends the clause before it: the past verb there is its own
        (
            "we left early on sunday bc the kids were tired",
            [("on sunday", "2027-02-28T00:00", "2027-03-01T00:00")],
        ),
        # a participle of what has happened: "'s" is "has", the past
        (
            "jake's moved tuesday, new place is nice",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "the parcel's shipped monday, tracking says fri",
            [
                ("monday", "2027-03-01T00:00", "2027-03-02T00:00"),
                ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
            ],
        ),
        (
            "the dog's escaped sunday and we found him monday",
            [
                ("sunday", "2027-02-28T00:00", "2027-03-01T00:00"),
                ("monday", "2027-03-01T00:00", "2027-03-02T00:00"),
            ],
        ),
    ],
)
def test_an_owner_or_a_clause_of_its_own_keeps_its_past(read, text, want) -> None:
    assert read(text, said=SAID) == want
