"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
("sat", "wed", "sun", "fri") that names a plan's day where no word of a day introduces it,
the kind of case of blind batches 83-85's misses (issue 21, round 53 part b;
tests/data/timeexpr.md, "not dates": a weekday cut short "after a word that introduces a day
it is the day", "moved to wed"). New sentences, not the batch's, and neighbours that keep
their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")
SUN = ("2027-03-07T00:00", "2027-03-08T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "sun" after "to" a verb of moving a plan: the day it goes to
        ("the picnic got pushed to sun, bring a rug", [("sun", *SUN)]),
        ("can we move the call to sun.", [("sun", *SUN)]),
        # not the weather, a noun it heads, nor a list of what something is
        ("hoping for sun, fingers crossed", []),
        ("switched to sun cream for the kids", []),
        ("they moved to sun, sea and sand for good", []),
    ],
)
def test_sun_a_plan_is_moved_to(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an outing's noun before the day that ends its part: the outing's day
        ("canal walk sat, meet by the lock", [("sat", *SAT)]),
        ("sunrise swim wed! who's coming", [("wed", "2027-03-10T00:00", "2027-03-11T00:00")]),
        # a subject or a determiner before it: the verb or the noun
        ("after the walk we sat, then tea", []),
        ("a long walk in the sun, bliss", []),
    ],
)
def test_a_weekday_after_an_outing(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the day ends its part before what the trip is for or "after" a meal
        ("we're heading out to the marshes sat for the dawn chorus", [("sat", *SAT)]),
        ("driving over to my aunt's sat after lunch", [("sat", *SAT)]),
        # not "sun", which the weather is after a meal ("we had sun after lunch")
        ("we had proper sun after lunch", []),
        # how long one sat, or a subject that sat: the verb
        ("the old dog sat for hours by the door", []),
        ("when we got home the kids sat for a photo", []),
        ("grandad sat after dinner and snored", []),
    ],
)
def test_a_weekday_before_its_purpose(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a weekday that is no word, then "and" a new clause: the day ends its part
        ("we went fri and it was mad", [("fri", "2027-02-26T00:00", "2027-02-27T00:00")]),
        ("i'm off fri and we can sort it then", [("fri", "2027-03-05T00:00", "2027-03-06T00:00")]),
        # two weekdays joined by "and" in a habit: none
        ("i work tues and thurs every week", []),
    ],
)
def test_a_weekday_before_and_a_clause(read, text, want) -> None:
    assert read(text, said=SAID) == want
