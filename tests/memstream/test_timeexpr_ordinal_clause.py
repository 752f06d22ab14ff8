"""Time expressions read whole (`resolve_times`, the product's path): a day of the month
written in figures with words after it that are no noun it modifies, the kind of case of
blind batches 35-37's misses (round 37 part A; tests/data/timeexpr.md, "not dates": ordinals
of things): a new clause after it ("on the 31st im stuffed", "on the 1st even tho ..."), or a
copula before it whose subject is no person ("the trip is the 24th to the zoo"). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday 3 March
2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a subject or "even tho" after the day: a new clause
        (
            "if the parcel isn't here by the 9th we're stuck",
            [("the 9th", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        (
            "rent went out on the 1st even tho i moved out",
            [("on the 1st", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        # an ordinal of a thing, an age before a subject: no date
        ("the 2nd even number is 4", []),
        ("At 6 I could already swim", []),
    ],
)
def test_a_day_of_the_month_before_a_new_clause(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # after "is"/"'s", the subject no person: the subject's day
        (
            "the recital is the 14th at the town hall",
            [("the 14th", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
        (
            "the recital's the 14th in the big hall",
            [("the 14th", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
        # a person's or a thing's place in an order: no date
        ("she's the 3rd to finish", []),
        ("I was the 2nd in line", []),
        ("the cake is the 3rd one from the left", []),
        ("it's the 2nd time this week", [("this week", "2027-03-01T00:00", "2027-03-08T00:00")]),
    ],
)
def test_a_day_of_the_month_after_a_copula(read, text, want) -> None:
    assert read(text, said=SAID) == want
