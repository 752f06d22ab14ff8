"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
that is also a word ("sat", "wed") right after a verb's phrase that ends before it, an object
pronoun after a verb or how something went: the kind of case of blind batches 47-49's misses
(round 41 part B). New sentences, not the batch's, and neighbours where it stays the verb.
Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"

SAT_PAST = ("sat", "2027-02-27T00:00", "2027-02-28T00:00")
SAT_NEXT = ("sat", "2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a weekday cut short after a verb's phrase: its object pronoun, or how it went
        ("the bake sale went well sat, we raised loads", [SAT_PAST]),
        ("finished them sat, so relieved", [SAT_PAST]),
        ("i'm repainting it sat, weather permitting", [SAT_NEXT]),
        ("sending it wed, fingers crossed", [("wed", "2027-03-10T00:00", "2027-03-11T00:00")]),
        # the verb, with its subject before it
        ("and it sat.", []),
        ("left him sat there for an hour", []),
        ("the dog sat well.", []),
    ],
)
def test_a_weekday_cut_short_after_a_verbs_phrase(read, text, want) -> None:
    assert read(text, said=SAID) == want
