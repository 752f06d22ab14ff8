"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 32's misses left after round 35's first part (tests/data/timeexpr.md). New
sentences, not the batch's, and neighbours of each kind that keep their reading. Said in
UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a part of the day, then "in" how long it took: the part of the day alone
        (
            "rowed the 2k this afternoon in 7:41, new pb",
            "2027-03-06T17:00",
            [("this afternoon", "2027-03-06T12:00", "2027-03-06T19:00")],
        ),
        (
            "did the parkrun yesterday morning in 24 mins",
            "2027-03-06T09:00",
            [("yesterday morning", "2027-03-05T00:00", "2027-03-05T12:00")],
        ),
        # no verb of finishing: "in 20 mins" stays a time
        (
            "leaving this afternoon in 20 mins",
            "2027-03-06T09:00",
            [
                ("this afternoon", "2027-03-06T12:00", "2027-03-06T19:00"),
                ("in 20 mins", "2027-03-06T09:20", "2027-03-06T09:21"),
            ],
        ),
    ],
)
def test_part_of_day_then_how_long_it_took(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "by" a bare hour after a count of what was sold or made: that clock time
        (
            "baked 40 loaves by 7 and the queue was out the door",
            "2027-03-06T09:00",
            [("by 7", "2027-03-06T07:00", "2027-03-06T08:00")],
        ),
        # ... after someone's home: that clock time
        (
            "drinks at Priya's by 8?",
            "2027-03-06T09:00",
            [("by 8", "2027-03-06T20:00", "2027-03-06T21:00")],
        ),
        (
            "meet at grandma's place by 6",
            "2027-03-06T09:00",
            [("by 6", "2027-03-06T18:00", "2027-03-06T19:00")],
        ),
        # an age and a margin stay no time
        ("she could read 50 words by 3", "2027-03-06T09:00", []),
        ("we won 3 games by 2", "2027-03-06T09:00", []),
        ("look at what's left by 5", "2027-03-06T09:00", []),
    ],
)
def test_by_a_bare_hour(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a day of the month after "for" and a noun, then a word of its being arranged
        (
            "the cake for the 14th is ready",
            "2027-03-06T09:00",
            [("the 14th", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
        # an ordinal after "for" that is a place, or a count: no time
        ("the prize for the 3rd is a voucher", "2027-03-06T09:00", []),
        ("thanks for the 3rd time", "2027-03-06T09:00", []),
    ],
)
def test_day_of_month_arranged(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "the week after/before" a range of days: from its last (first) day
        (
            "you take the 1st-7th, I'll do the week after",
            "2027-02-20T09:00",
            [
                ("the 1st-7th", "2027-03-01T00:00", "2027-03-08T00:00"),
                ("the week after", "2027-03-08T00:00", "2027-03-15T00:00"),
            ],
        ),
        (
            "we're away 3-9 aug, can you feed the cat the week before",
            "2027-03-06T09:00",
            [
                ("3-9 aug", "2027-08-03T00:00", "2027-08-10T00:00"),
                ("the week before", "2027-07-26T00:00", "2027-08-02T00:00"),
            ],
        ),
        # after a single day, as before
        (
            "I'm off on the 12th, back the day after",
            "2027-03-06T09:00",
            [
                ("on the 12th", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("the day after", "2027-03-13T00:00", "2027-03-14T00:00"),
            ],
        ),
    ],
)
def test_unit_after_a_range_of_days(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "next" and a noun heading its part before "in" a duration: ahead, a time
        (
            "we swapped the filters and next check in 3 days",
            "2027-03-06T09:00",
            [("in 3 days", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        (
            "netted 12 swifts 🐦 next round in 2 weeks",
            "2027-03-06T09:00",
            [("in 2 weeks", "2027-03-15T00:00", "2027-03-22T00:00")],
        ),
        # "the next" thing done in a duration: how long it took
        ("we did the next lap in 2 minutes", "2027-03-06T09:00", []),
        ("we sold out in 20 minutes", "2027-03-06T09:00", []),
    ],
)
def test_next_noun_then_in_a_duration(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # an errand ("beer run") asked with a day: a plan, the coming one, whatever follows
        (
            "mango run to chinatown sun morning? last time we got there at 2 it was all gone",
            "2027-03-03T09:00",
            [("sun morning", "2027-03-07T00:00", "2027-03-07T12:00")],
        ),
        (
            "tip run to the dump sat morning?",
            "2027-03-03T09:00",
            [("sat morning", "2027-03-06T00:00", "2027-03-06T12:00")],
        ),
        # "had run" is the past: the day before
        (
            "we had run out of milk on sat",
            "2027-03-03T09:00",
            [("on sat", "2027-02-27T00:00", "2027-02-28T00:00")],
        ),
    ],
)
def test_errand_asked_as_a_plan(read, text, said, want) -> None:
    assert read(text, said=said) == want
