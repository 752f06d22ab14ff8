"""Time expressions read whole (`resolve_times`, the product's path): "by" a bare hour right
before its day or a part of it ("wrote 2 essays by 9 this morning", "home by 7 last night")
is that clock time on that day, as "by X" is X, not a count glued in front of the day nor
the next 9 o'clock; after a word of a result it is a margin ("we led by 3 last night")
(round 38 part A; tests/data/timeexpr.md, clock times and ranges). New sentences, and
neighbours that keep their reading. Said on Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"
YESTERDAY = ("yesterday", "2027-03-02T00:00", "2027-03-03T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "finished the report by 10 this morning",
            [("10 this morning", "2027-03-03T10:00", "2027-03-03T11:00")],
        ),
        (
            "she'd knitted 3 rows by 8 this morning",
            [("8 this morning", "2027-03-03T08:00", "2027-03-03T09:00")],
        ),
        (
            "home by 7 last night, shattered",
            [("7 last night", "2027-03-02T19:00", "2027-03-02T20:00")],
        ),
    ],
)
def test_by_an_hour_before_its_day_is_that_hour(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a margin after a word of a result
        (
            "we led by 3 last night at the break",
            [("last night", "2027-03-02T18:00", "2027-03-03T00:00")],
        ),
        # a count glued in front of a day, "by" an hour with no day
        ("turned 21 on saturday", [("on saturday", "2027-02-27T00:00", "2027-02-28T00:00")]),
        ("back by 4", [("by 4", "2027-03-03T16:00", "2027-03-03T17:00")]),
    ],
)
def test_a_margin_or_a_count_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "temps dropped by 5 this morning",
            [("this morning", "2027-03-03T00:00", "2027-03-03T12:00")],
        ),
        ("the stock fell by 4 yesterday, ouch", [YESTERDAY]),
        ("cut my screen time by 3 yesterday", [YESTERDAY]),
        ("petrol went up by 3 yesterday", [YESTERDAY]),
        (
            "the queue grew by 3 this afternoon",
            [("this afternoon", "2027-03-03T12:00", "2027-03-03T19:00")],
        ),
    ],
)
def test_by_how_much_after_a_verb_of_a_change_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_task_dropped_off_by_an_hour_keeps_it(read) -> None:
    assert read("drop it off by 5 tomorrow", said=SAID) == [
        ("5 tomorrow", "2027-03-04T17:00", "2027-03-04T18:00")
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "cut" a thing, not an amount: a task, and "by X" is X
        (
            "need to cut the grass by 5 tomorrow",
            ("5 tomorrow", "2027-03-04T17:00", "2027-03-04T18:00"),
        ),
        (
            "have to cut the hedge by 6 tomorrow",
            ("6 tomorrow", "2027-03-04T18:00", "2027-03-04T19:00"),
        ),
        ("can you cut the grass by 5 on sat", ("5 on sat", "2027-03-06T17:00", "2027-03-06T18:00")),
        ("pls cut the bread by 6 tonight", ("6 tonight", "2027-03-03T18:00", "2027-03-03T19:00")),
        ("cut my hair by 4 tomorrow pls", ("4 tomorrow", "2027-03-04T16:00", "2027-03-04T17:00")),
        # a verb of a change with a place or a thing after it: a trip or a task
        (
            "jumped on a call by 9 this morning",
            ("9 this morning", "2027-03-03T09:00", "2027-03-03T10:00"),
        ),
        (
            "we climbed snowdon by 10 yesterday",
            ("10 yesterday", "2027-03-02T10:00", "2027-03-02T11:00"),
        ),
        (
            "i dropped the car by 9 this morning",
            ("9 this morning", "2027-03-03T09:00", "2027-03-03T10:00"),
        ),
    ],
)
def test_by_an_hour_after_a_task_or_a_trip_keeps_it(read, text, want) -> None:
    assert read(text, said=SAID) == [want]


@pytest.mark.parametrize(
    "text",
    ["the price jumped again by 5 yesterday", "upped the dose by 2 yesterday"],
)
def test_by_how_much_after_an_adverb_or_an_amount_is_no_clock_time(read, text) -> None:
    assert read(text, said=SAID) == [YESTERDAY]
