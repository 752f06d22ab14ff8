"""Time expressions read whole (`resolve_times`, the product's path): a year after "the last
(first, previous) one" ("the last one i went to was 2019", "the last one in 2019 was
chaos"), the kind of blind batches 95-97's misses (round 57 part E; tests/data/timeexpr.md:
a year's grain). "One" there is a pronoun, no ratio's count, and the year is what the last
one was, as "last time was 2019" is. A ratio ("1 in 2021 applicants", "a one in 1000
chance") and an amount ("the last one was 2000 quid") keep their reading. Said on Wednesday
10 June 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-06-10T09:00"
Y2019 = ("2019-01-01T00:00", "2020-01-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the last one i went to was 2019, so overdue", [("2019", *Y2019)]),
        ("first one we ran was 2019 and nobody came", [("2019", *Y2019)]),
        ("the last one in 2019 was a washout", [("in 2019", *Y2019)]),
        ("that one in 2019 had better speakers", [("in 2019", *Y2019)]),
    ],
)
def test_a_year_of_the_last_one_is_that_year(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "only 1 in 2021 applicants got a place",
        "honestly a one in 1000 chance",
        "the last one was 2000 quid",
    ],
)
def test_a_ratio_or_an_amount_stays_no_time(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    "text",
    [
        # "only"/"same" one: a ratio's count
        "only one in 2000 people get it",
        "only one in 2000 makes it pro",
        "the odds are the same one in 2000, doesnt matter",
        # a span
        "the first one in 2000 years lol",
        # prices, and a year far back or told in the present
        "the last one i bought was 1900, this one's 2200",
        "first one is 2000 and each after is 500",
        "the first one i got was 1500 and the last one was 2000",
        "the only one we have is 2015, the rest sold",
    ],
)
def test_a_ratio_a_span_or_a_price_after_one_stays_no_year(read, text) -> None:
    assert read(text, said=SAID) == []


def test_the_last_one_long_ago_is_that_year(read) -> None:
    found = read("eclipse tmrw!! last one i saw was 1999 lol", said=SAID)
    assert ("1999", "1999-01-01T00:00", "2000-01-01T00:00") in found
