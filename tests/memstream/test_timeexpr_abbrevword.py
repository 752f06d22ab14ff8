"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
that is also a word ("sat", "sun", "wed") where it is the verb or the noun, the kind of case a
review of round 37's rules found (tests/data/timeexpr.md, "not dates": a weekday cut short
that is a word): "sat" before where one sat after "back" ("came back sat down"), a part that
opens with a subject before the event or the place ("the kids at the party sat."), and what
a subject that is no event is ("the forecast is sun!"). New sentences and the review's, and
neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    "text",
    [
        # "back" a particle of a verb, "sat" the next verb and where one sat
        "i came back sat down and cried",
        "went back sat on the sofa all day",
        "got back sat up all night with the baby",
        "walked back sat by the river for a bit",
        # a subject's noun phrase before the event or the place: the verb
        "the kids at the party sat.",
        "the dog at my nan's sat.",
        "everyone at the wedding sat, then the speeches started",
        "the lads at the pub sat, nobody moved",
        "our guests at the dinner sat!",
        # after "is", what a subject that is no event is: the noun
        "the forecast is sun!",
        "all i want is sun.",
        "the answer is wed.",
        "what we need is sun!",
    ],
)
def test_the_verb_or_the_noun_is_no_day(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("he's back mon to do the hallway", [("mon", "2027-03-08T00:00", "2027-03-09T00:00")]),
        ("so library trip sat", [("sat", *SAT)]),
        ("corn maze + hayride sat?", [("sat", *SAT)]),
        ("going thurs w dad", [("thurs", "2027-03-04T00:00", "2027-03-05T00:00")]),
        ("trying again wed", [("wed", "2027-03-10T00:00", "2027-03-11T00:00")]),
        # back, then a plan's words or the end: the day of the return
        ("back sat for the early shift", [("sat", *SAT)]),
        ("nurse is back sat!", [("sat", *SAT)]),
        # an event or a place with no subject before it: the plan's day
        ("curry night at my aunt's sat, bring rice", [("sat", *SAT)]),
        ("the bbq at the legion sat!", [("sat", *SAT)]),
        ("meeting everyone at the lido sat", [("sat", *SAT)]),
        # "is" after an event or a noun of when: the day
        ("the final is sat!", [("sat", *SAT)]),
        ("the date is sat.", [("sat", *SAT)]),
        ("it's sun, only 4 teams so far", [("sun", "2027-03-07T00:00", "2027-03-08T00:00")]),
    ],
)
def test_a_plans_day_stays(read, text, want) -> None:
    assert read(text, said=SAID) == want
