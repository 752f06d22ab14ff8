"""Time expressions read whole (`resolve_times`, the product's path): "at" a clock time in a
standing rule that holds in a season ("the pool opens at 7 in summer"), told in the simple
present, is no time, and "in summer" there is the season as a kind (round 38 part A;
tests/data/timeexpr.md, not dates: the clock times of a rule, and a season alone, not
introduced). New sentences, and neighbours (a plan, a past, "this summer") that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    "text",
    [
        "the cafe shuts at 4 in winter",
        "the lido opens at 6:30 during the summer",  # "during" is no verb in "-ing"
        "the beach is off-leash before 10am in spring",  # nor "spring"
    ],
)
def test_a_clock_time_of_a_seasons_rule_is_no_time(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a plan
        (
            "we're meeting at 7 in summer",
            [
                ("at 7", "2027-03-03T19:00", "2027-03-03T20:00"),
                ("summer", "2027-06-01T00:00", "2027-09-01T00:00"),
            ],
        ),
        # a past in "-ed"
        (
            "the pool opened at 7 in summer",
            [
                ("at 7", "2027-03-03T07:00", "2027-03-03T08:00"),
                ("summer", "2026-06-01T00:00", "2026-09-01T00:00"),
            ],
        ),
        # "this summer": a season of its own
        (
            "pool opens at 7 this summer",
            [("at 7 this summer", "2027-06-01T00:00", "2027-09-01T00:00")],
        ),
    ],
)
def test_a_plan_or_a_past_keeps_its_times(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        # a noun in "-ing" and an adjective in "-ed" are no plan and no past
        "the trail gets crowded after 4 in summer",
        "the swimming pool opens at 7 in summer",
        "kids' swimming starts at 4 in spring",
        "parking is free after 6 in summer",
        "the building opens at 6 in summer",
        "the heated pool opens at 8 in winter",
    ],
)
def test_a_noun_in_ing_or_an_adjective_in_ed_keeps_the_rule(read, text) -> None:
    assert read(text, said=SAID) == []


def test_a_verb_in_ing_after_be_is_a_plan(read) -> None:
    assert read("the cafe is opening at 7 in summer", said=SAID) == [
        ("at 7", "2027-03-03T19:00", "2027-03-03T20:00"),
        ("summer", "2027-06-01T00:00", "2027-09-01T00:00"),
    ]
