"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short that
is also a verb ("sat", "wed") right after another verb's phrase, ending its part (round 45
part E, the kind of batches 59-61's misses; tests/data/timeexpr.md, "not dates": a weekday
cut short "after a word that introduces a day it is the day"). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")
WED = ("2027-03-10T00:00", "2027-03-11T00:00")
LAST_SAT = ("2027-02-27T00:00", "2027-02-28T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an object pronoun after a verb with its subject or modal: the day
        ("the glass came, we fit it sat and then we're done", [("sat", *SAT)]),
        (
            "they'll collect them wed or thurs",
            [("wed", *WED), ("thurs", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        # a noun phrase after a verb: its object, then the day
        (
            "prime today and hang the new door wed.",
            [("today", "2027-03-03T00:00", "2027-03-04T00:00"), ("wed", *WED)],
        ),
        ("sanding the floor sat, then varnish", [("sat", *SAT)]),
        # a verb in -ed right before it
        ("the ewes that lambed sat 🐑 are doing well", [("sat", *LAST_SAT)]),
        ("the depot is closed wed for stocktake", [("wed", *WED)]),
        # an infinitive
        ("it's set to snow sat", [("sat", *SAT)]),
        # a plan's noun before "after"
        ("brunch sat after the run?", [("sat", *SAT)]),
        # a list of what happens which day
        (
            "garage gets painted fri, shed sat.",
            [("fri", "2027-03-05T00:00", "2027-03-06T00:00"), ("sat", *SAT)],
        ),
        # the verb keeps its reading: a subject, a participle, a determiner's noun
        ("and it sat.", []),
        ("we left it sat.", []),
        ("they want to get wed.", []),
        ("I think the cat sat.", []),
        ("and the dog sat.", []),
        ("we were so tired sat.", []),
        ("the kids at the party sat after dinner", []),
        ("kim sat, then ate", []),
    ],
)
def test_a_weekday_after_a_verbs_phrase(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a named hour of the evening after the day
        ("light the lamps wed at sundown", [("wed", *WED)]),
        ("sat at sundown on the porch, lovely", []),
    ],
)
def test_a_weekday_before_sundown(read, text, want) -> None:
    assert read(text, said=SAID) == want
