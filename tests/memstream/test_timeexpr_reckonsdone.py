"""Time expressions read whole (`resolve_times`, the product's path): a deadline for finished work,
"done by" and a day, told after a present verb of reckoning ("he reckons finished by friday", "she
figures done by thursday"): the promise's day, ahead, as with the participle alone ("fence repair
done by tues"; tests/data/timeexpr.md: "by X" is X, a plan the next one). The kind of case of blind
batches 89-91's misses (issue 21, round 55 part c). New sentences, not the batch's, and neighbours
that keep their reading: a finite past after the verb of reckoning, a state reached rather than work
finished; and from the part's review, "says" (a status as often as a promise), a thing carried
("delivered"), a sentence told on as past or asking where. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the electrician reckons finished by friday if the parts turn up",
            [("friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        (
            "she figures painted by tuesday, we'll see",
            [("tuesday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        (
            "my dad thinks sorted by monday",
            [("monday", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        # neighbours: a past after the verb of reckoning, a state reached; from the part's
        # review, "says" (a status), a thing carried, a sentence told on as past or asking where
        (
            "he reckons it was done by friday",
            [("friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "he reckons gone by friday",
            [("friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "he reckons done by friday, it wasn't",
            [("friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "she reckons finished by monday and honestly she was",
            [("monday", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        (
            "mechanic says fixed by tues but it broke again",
            [("tues", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "the app says delivered by tuesday, where is it??",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "she thinks delivered by tuesday, tracking says so",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "i think finished by tuesday? can't remember exactly",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
    ],
)
def test_a_deadline_reckoned_for_finished_work(read, text, want) -> None:
    assert read(text, said=SAID) == want
