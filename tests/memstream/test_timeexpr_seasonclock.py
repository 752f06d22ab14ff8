"""Time expressions read whole (`resolve_times`, the product's path): "at" a clock time in a
standing rule that holds in a season ("the pool opens at 7 in summer"), told in the simple
present, is no time, and "in summer" there is the season as a kind (round 38 part A;
tests/data/timeexpr.md, not dates: the clock times of a rule, and a season alone, not
introduced). New sentences, and neighbours (a plan, a past, "this summer") that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
#: The third review of round 38 spoke at 15:00.
SAID_PM = "2027-03-03T15:00"


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


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        # "be" shortened, in chat spelling or denied, or two words before the verb
        ("the pool's opening at 7 in summer", ("at 7", "2027-03-03T19:00", "2027-03-03T20:00")),
        ("cafe's staying open till 9pm in summer", ("9pm", "2027-03-03T21:00", "2027-03-03T22:00")),
        ("we r opening at 7 in summer", ("at 7", "2027-03-03T19:00", "2027-03-03T20:00")),
        ("he's starting at 6 in summer", ("at 6", "2027-03-03T18:00", "2027-03-03T19:00")),
        (
            "the pool is also now opening at 6 in summer",
            ("at 6", "2027-03-03T18:00", "2027-03-03T19:00"),
        ),
        ("the library's closing at 5 in winter", ("at 5", "2027-03-03T17:00", "2027-03-03T18:00")),
        (
            "the pool isn't opening till 10 in summer",
            ("10", "2027-03-03T22:00", "2027-03-03T23:00"),
        ),
        ("the market's moving to 6pm in summer", ("6pm", "2027-03-03T18:00", "2027-03-03T19:00")),
        # a plan with no "be"
        ("planning to open at 7 in summer", ("at 7", "2027-03-03T19:00", "2027-03-03T20:00")),
        ("thinking of opening at 7 in summer", ("at 7", "2027-03-03T19:00", "2027-03-03T20:00")),
    ],
)
def test_a_plan_told_any_way_keeps_its_times(read, text, clock) -> None:
    assert read(text, said=SAID_PM)[0] == clock


@pytest.mark.parametrize(
    "text",
    [
        "im starting at 6 in summer so cant do mornings",
        "the cafe's opening at 7 in summer so we can do brekkie",
    ],
)
def test_a_plan_told_in_chat_keeps_its_season(read, text) -> None:
    assert ("summer", "2027-06-01T00:00", "2027-09-01T00:00") in read(text, said=SAID_PM)


@pytest.mark.parametrize(
    "text",
    [
        # "'s" before a noun in "-ing" is whose; an "-ing" word after a preposition a noun
        "the city's swimming pool opens at 7 in summer",
        "the pool is open for swimming at 7 in summer",
        "swimming at the lido starts at 6 in summer",
    ],
)
def test_whose_or_a_noun_in_ing_keeps_the_rule(read, text) -> None:
    assert read(text, said=SAID_PM) == []
