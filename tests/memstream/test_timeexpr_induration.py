"""Time expressions read whole (`resolve_times`, the product's path): "in" a duration read by
the words around it, the kind of case of blind batches 62-64's misses (round 46 part A;
tests/data/timeexpr.md: "in N units" is the unit holding that moment; "in" a duration told
as how long something took, or a future told from the past whose time is past, is no time).
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # how early or late: an offset, no time
        (
            "doors are at 7 but queue up in 20 mins early to get a good spot",
            [("at 7", "2027-03-03T19:00", "2027-03-03T20:00")],
        ),
        ("the ferry came in 15 minutes late again", []),
        ("try to log in 10 mins early for the exam", []),
        # neighbours: a time
        ("i'll be there in 20 mins", [("in 20 mins", "2027-03-03T09:20", "2027-03-03T09:21")]),
        ("log in 10 mins before me", [("in 10 mins", "2027-03-03T09:10", "2027-03-03T09:11")]),
    ],
)
def test_a_duration_early_or_late_is_an_offset(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a part after a pictograph with a past time of its own: how long it took
        (
            "the festival pass is €90 🎟️ last time they went in 15 minutes, be quick",
            [],
        ),
        (
            "merch is cheap 👕 yesterday it sold out in 2 hours",
            [("yesterday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        # neighbours: no past time after the pictograph, the words of the future stay
        (
            "the shop is open 🛍️ they will sell out in 2 hours",
            [("in 2 hours", "2027-03-03T11:00", "2027-03-03T12:00")],
        ),
    ],
)
def test_a_part_told_as_past_after_a_pictograph(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a verb of a thing ahead right before "in": a time, after a participle or a noun
        (
            "limited split 2 ends in 3 weeks",
            [("in 3 weeks", "2027-03-22T00:00", "2027-03-29T00:00")],
        ),
        (
            "the revamped pool opens in 10 days",
            [("in 10 days", "2027-03-13T00:00", "2027-03-14T00:00")],
        ),
        (
            "our signed lease expires in 2 months",
            [("in 2 months", "2027-05-01T00:00", "2027-06-01T00:00")],
        ),
        # neighbours: how long it took or a count
        ("we finished in 3 weeks", []),
        ("we played 3 games in 5 days", []),
        ("they opened 4 stores in 2 years", []),
    ],
)
def test_a_thing_ahead_in_the_present(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a future told from the past, and its time was a clock time already past
        (
            "the courier said he'd drop it off in an hour but that was at 8",
            [("at 8", "2027-03-03T08:00", "2027-03-03T09:00")],
        ),
        (
            "mum said she'd call back in 20 minutes, which was at noon",
            [("at noon", "2027-03-02T12:00", "2027-03-02T13:00")],
        ),
        # neighbour: the promise stands
        (
            "mum said she'd call back in 20 minutes",
            [("in 20 minutes", "2027-03-03T09:20", "2027-03-03T09:21")],
        ),
    ],
)
def test_a_promise_whose_time_was_a_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # round 46 part A review: "early", "late" or "ahead of" after the "in" of a time
        # (no verb whose particle the "in" is): a time, the words after describe it
        (
            "the new album drops in 3 days ahead of the tour 🔥",
            [("in 3 days", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        (
            "we land in 2 hours ahead of the storm hopefully",
            [("in 2 hours", "2027-03-03T11:00", "2027-03-03T12:00")],
        ),
        (
            "the train arrives in 10 minutes late, ugh",
            [("in 10 minutes", "2027-03-03T09:10", "2027-03-03T09:11")],
        ),
        (
            "exam starts in 30 mins early birds get the good seats",
            [("in 30 mins", "2027-03-03T09:30", "2027-03-03T09:31")],
        ),
        (
            "i'll be there in 20 mins late lunch anyone?",
            [("in 20 mins", "2027-03-03T09:20", "2027-03-03T09:21")],
        ),
        # the verb's particle "in": an offset, no time
        ("clock in 5 mins early or they dock u", []),
        ("move in 3 days early if u can, keys are ready", []),
    ],
)
def test_early_or_late_after_the_in_of_a_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # round 46 part A review: "that was at" a place says nothing of the time, the promise
        # stands
        (
            "he said he'd be back in 20 mins, that was at the petrol station",
            [("in 20 mins", "2027-03-03T09:20", "2027-03-03T09:21")],
        ),
        (
            "she said she'd finish in a week, which was at her old job",
            [("in a week", "2027-03-08T00:00", "2027-03-15T00:00")],
        ),
        # "at" the start of a stretch or a meal: past, from then
        (
            "they said it'd ship in 2 days which was at the start of the month",
            [("at the start of the month", "2027-03-01T00:00", "2027-03-11T00:00")],
        ),
        ("she said she'd call in 10 mins and that was at lunch", []),
    ],
)
def test_a_promise_that_was_at_a_place(read, text, want) -> None:
    assert read(text, said=SAID) == want
