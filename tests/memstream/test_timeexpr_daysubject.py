"""Time expressions read whole (`resolve_times`, the product's path): a day of the month in
figures as the subject of a copula that names a day ("the 14th is the deadline", "the 20th
is a saturday", "the 3rd which is a sunday") is the date, though no "on" introduces it; a
thing's rank after the copula ("the 2nd is better") or a spelled ordinal keeps no date
(round 58 part B; tests/data/timeexpr.md, "Not dates": ordinals of things). New sentences,
and neighbours that keep their reading. Said on Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the 14th is the deadline for the grant, still 2 sections to write",
            [("the 14th", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
        (
            "rent is late bc the 20th is a saturday",
            [("the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
        (
            "the 26th is payday thank god",
            [("the 26th", "2027-03-26T00:00", "2027-03-27T00:00")],
        ),
        (
            "file it by the 21st which is a sunday",
            [("the 21st", "2027-03-21T00:00", "2027-03-22T00:00")],
        ),
    ],
)
def test_a_day_of_the_month_a_copula_names_is_a_date(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "loved the first book but the 2nd is better",
        "the 4th is my favourite of the series",
        "the second is a sunday roast place",
    ],
)
def test_a_rank_after_the_copula_is_no_date(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    "text",
    [
        "of the 3 movies, the 2nd is a holiday classic",
        "kids r 3 and 5, the 2nd is a sunday school regular",
        "3 seasons in, the 2nd is a holiday episode",
        "season 4 ep 10 is the deadline episode lol, the 10th is the deadline one",
        "the 2nd is a holiday classic",
    ],
)
def test_a_rank_after_a_count_or_before_a_noun_is_no_date(read, text) -> None:
    """The day's word qualifying a noun after it, or a count of things before the ordinal,
    makes the ordinal a thing's rank (the review of round 58 part B)."""
    assert read(text, said=SAID) == []
