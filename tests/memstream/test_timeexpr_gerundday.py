"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short that
is also a word ("wed", "sat") before "at" a clock time, in a part that a verb in -ing opens
with its subject dropped ("going before work wed at 8"): the day, the kind of case of blind
batches 65-67's misses (round 47 part A; tests/data/timeexpr.md, "not dates": a weekday cut
short is a day after a word that introduces one). New sentences, not the batch's, and
neighbours where the word stays the verb or the noun. Said on Saturday 6 March 2027, 17:30
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-06T17:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "heading to the dump before work sat at 9",
            [("sat at 9", "2027-03-13T09:00", "2027-03-13T10:00")],
        ),
        (
            "popping over after school wed at 3:30",
            [("wed at 3:30", "2027-03-10T15:30", "2027-03-10T15:31")],
        ),
        ("going to the gym wed at 8", [("wed at 8", "2027-03-10T08:00", "2027-03-10T09:00")]),
        (
            "heading to the gym w dad wed at 6",
            [("wed at 6", "2027-03-10T18:00", "2027-03-10T19:00")],
        ),
        (
            "taking the kids to nans wed at 4",
            [("wed at 4", "2027-03-10T16:00", "2027-03-10T17:00")],
        ),
        (
            "leaving the kids at nans sat at 9 then heading off",
            [("sat at 9", "2027-03-13T09:00", "2027-03-13T10:00")],
        ),
    ],
)
def test_a_weekday_cut_short_after_a_subjectless_plan(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "watching the couple wed at 4",  # a verb of seeing takes the bare verb
        "lying in the sun at 3",  # the weather
        "going out when the cat sat at 6",  # a new clause's subject
        "skipping lunch, we wed at 2",  # a subject
        "taking the SAT at 9",  # after a determiner: the noun
        # the verb of the object before it, or "wed" after a word of becoming (review of
        # round 47 part A)
        "leaving my nan sat at 9 in the waiting room felt awful",
        "getting everyone sat at 7 for dinner was a nightmare",
        "spotting two herons sat at 6 by the pond this morning",
        "keeping the baby sat at 5 for her feed is impossible",
        "missing how my parents wed at 18 and just made it work",
        "planning to get wed at 3 on the beach next summer",
        "getting officially wed at 11 at the registry office then pub",
    ],
)
def test_the_word_stays_a_word(read, text) -> None:
    assert all(
        not ref[0].lower().startswith(("wed", "sat", "sun")) for ref in read(text, said=SAID)
    )
