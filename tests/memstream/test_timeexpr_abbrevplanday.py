"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
("sat", "wed", "sun", "fri") that names a plan's day where no word of a day introduces it,
the kind of case of blind batches 83-85's misses (issue 21, round 53 part b;
tests/data/timeexpr.md, "not dates": a weekday cut short "after a word that introduces a day
it is the day", "moved to wed"). New sentences, not the batch's, neighbours that keep their
reading, and the sentences of the round's review that are no day. Said on Wednesday 3 March
2027, 09:00 UTC (the weekday said on that day: said on it)."""

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
        # the review's: a change of state or of place, a thing moved, a person: the sunlight
        ("the forecast changed to sun, finally", []),
        ("weather app switched to sun ☀️ lets gooo", []),
        ("changed my wallpaper to sun.", []),
        ("moved the tomatoes to sun, they were sulking in the shade", []),
        ("move the basil to sun!", []),
        (
            "switched from rain to sun at 3, mad day",
            [("at 3", "2027-03-03T03:00", "2027-03-03T04:00")],
        ),
        ("bring the washing out to sun, it's lovely", []),
        ("brought the plants out to sun.", []),
        ("flipped the card over to sun, it means good luck", []),
        ("switched the forecast to sun. ok now i'm happy", []),
        ("he moved his chair to sun.", []),
        ("changed my status to sun 🌞", []),
        ("we moved the pots from the shed to sun.", []),
        ("the cat moved to sun.", []),
        # a verb of moving a plan, its object an event, "it" or a dose: the day
        ("pushed the bbq to sun, see u there", [("sun", *SUN)]),
        ("moved it to sun, sorry", [("sun", *SUN)]),
        ("just shift the folic acid to sun.", [("sun", *SUN)]),
        ("they postponed the match to sun. gutted", [("sun", *SUN)]),
        # review of round 53: the weather that shifts, a "to" none of the verb's
        ("the weather shifted to sun.", []),
        ("the clouds shifted to sun, lovely", []),
        ("match delayed due to sun, the glare was awful", []),
        ("bumped into jo on the way to sun.", []),
        # near misses: the weather beside a plan moved, a plan with no object
        ("the rain means we moved the bbq to sun.", [("sun", *SUN)]),
        ("the picnic got pushed to sun", [("sun", *SUN)]),
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
        # "sun" before a list of what it was: the weather
        ("beach walk sun, sand and a pint 🍺", []),
        ("morning swim sun, coffee, perfect", []),
        ("dog walk sun, who's in", [("sun", *SUN)]),
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


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # said on that weekday: the day it is, left out as before the rule
        ("it's fri and i'm still at work 😩", "2027-03-05T16:00", []),
        ("happy fri and it's payday!!", "2027-03-05T16:00", []),
        ("tgi fri and we're off to the pub", "2027-03-05T16:00", []),
        ("it's thurs and i'm already dead", "2027-03-04T08:00", []),
        ("only thurs and i'm knackered", "2027-03-04T08:00", []),
        ("tues and it's raining again, classic", "2027-03-02T19:00", []),
        # said on another day: the plan's or the outing's day
        (
            "we went fri and it was mad",
            "2027-03-03T09:00",
            [("fri", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        # another rule reads it: kept on that weekday too
        (
            "going thurs w dad and then we'll see",
            "2027-03-04T08:00",
            [("thurs", "2027-03-11T00:00", "2027-03-12T00:00")],
        ),
    ],
)
def test_a_weekday_before_and_a_clause_said_that_day(read, text, said, want) -> None:
    assert read(text, said=said) == want
