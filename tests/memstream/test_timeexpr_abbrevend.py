"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
("sat", "wed", "sun", "thurs") that is not introduced by a word of a day, the kind of case of
blind batches 35-37's misses (round 37 part A; tests/data/timeexpr.md, "not dates": a
weekday cut short that is a word). New sentences, not the batch's, and neighbours that keep
their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # after a word of being back: the day of the return
        ("he's back wed to fix the sink", [("wed", "2027-03-10T00:00", "2027-03-11T00:00")]),
        ("I'm back sat for the late shift", [("sat", *SAT)]),
        (
            "the joiner comes back mon to hang the doors",
            [("mon", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        # not "sun" in a part that goes on ("lie back, sun on my face")
        ("lay back, sun on my face", []),
    ],
)
def test_a_weekday_after_being_back(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an event, a place one will be at, "again", a particle of going: a plan's day
        ("bowling trip sat! who's in", [("sat", *SAT)]),
        ("lunch at my nan's sat, she's cooking", [("sat", *SAT)]),
        ("heading down sat, long drive", [("sat", *SAT)]),
        ("the final is sat! tickets are £10", [("sat", *SAT)]),
        ("paintball + pizza sat?", [("sat", *SAT)]),
        # a subject, a determiner or a preposition before it: the verb or the noun
        ("the kids finally sat, then dinner", []),
        ("we all sat.", []),
        ("she wed again.", []),
        ("we stood up and sat.", []),
        ("the cat sat?", []),
        ("lying in the sun!", []),
        ("any sun?", []),
        ("too much sun?", []),
        ("soaking up sun, bliss", []),
        ("dinner sat in the oven for hours", []),
        # what it is, a list of nouns: no day
        ("it's sun, sea and sand here", []),
    ],
)
def test_a_weekday_that_ends_a_plan(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a weekday cut short that is no word, before a word that goes on with the plan
        ("going thurs with dad", [("thurs", "2027-03-04T00:00", "2027-03-05T00:00")]),
        ("went thurs w mum, it was packed", [("thurs", "2027-02-25T00:00", "2027-02-26T00:00")]),
        (
            "off today and fri because of the strike",
            [
                ("today", "2027-03-03T00:00", "2027-03-04T00:00"),
                ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
            ],
        ),
        # a habit's days stay no time
        ("swim club is tues and thurs every week", []),
        ("practice tues and thurs all season", []),
    ],
)
def test_a_weekday_that_is_no_word_before_a_word(read, text, want) -> None:
    assert read(text, said=SAID) == want
