"""Time expressions read whole (`resolve_times`), by kind (round 38): "this weekend" told as
past before this week's weekend has begun ("this weekend the four of us went climbing", said
on a Monday) is the weekend just gone, of which the past tells, not the one still ahead
(tests/data/timeexpr.md: told as past, the latest one before;
memstream/encoders/times/tensethisweekend.py); told in the present, the future or as an
obligation, and said on the weekend itself, it stays this week's; so does one whose past is
only that of what reaches ahead to it (a review of round 38: "i took this weekend off", "the
forecast said rain this weekend", "found a sitter for this weekend", said on a Tuesday)."""

from __future__ import annotations

import pytest

MONDAY = "2026-03-09T10:00"
SUNDAY = "2026-03-15T10:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "this weekend the four of us went climbing",
            MONDAY,
            [("this weekend", "2026-03-07T00:00", "2026-03-09T00:00")],
        ),
        (
            "this wknd was a write-off",
            MONDAY,
            [("this wknd", "2026-03-07T00:00", "2026-03-09T00:00")],
        ),
        (
            "we finally painted the shed this weekend",
            MONDAY,
            [("this weekend", "2026-03-07T00:00", "2026-03-09T00:00")],
        ),
        # neighbours that keep this week's weekend
        (
            "this weekend we're going climbing",
            MONDAY,
            [("this weekend", "2026-03-14T00:00", "2026-03-16T00:00")],
        ),
        (
            "gotta paint the shed this weekend",
            MONDAY,
            [("this weekend", "2026-03-14T00:00", "2026-03-16T00:00")],
        ),
        (
            "we finally painted the shed this weekend",
            SUNDAY,
            [("this weekend", "2026-03-14T00:00", "2026-03-16T00:00")],
        ),
    ],
)
def test_this_weekend_told_as_past_is_the_one_just_gone(read, text, said, want) -> None:
    assert read(text, said) == want


TUESDAY = "2026-03-10T08:10"
COMING = ("2026-03-14T00:00", "2026-03-16T00:00")
GONE = ("2026-03-07T00:00", "2026-03-09T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # what reaches ahead to it: the coming one
        ("i took this weekend off 🙌", [("this weekend", *COMING)]),
        ("i booked this weekend off work", [("this weekend", *COMING)]),
        ("the forecast said rain this weekend", [("this weekend", *COMING)]),
        ("found a sitter for this weekend finally", [("this weekend", *COMING)]),
        ("i already paid for this weekend's tickets", [("this weekend", *COMING)]),
        ("we were meant to visit mum this weekend, now we can't", [("this weekend", *COMING)]),
        ("the kids wanted to go swimming this weekend", [("this weekend", *COMING)]),
        ("we were hoping to go to the coast this weekend", [("this weekend", *COMING)]),
        ("they postponed this weekend's gig", [("this weekend", *COMING)]),
        (
            "this weekend's match got moved to sunday",
            [("this weekend", *COMING), ("sunday", "2026-03-15T00:00", "2026-03-16T00:00")],
        ),
        # arranged for it: a day of it after "for", a purpose ahead after it (third review)
        ("i swapped shifts this weekend so i can come", [("this weekend", *COMING)]),
        ("i moved my shift this weekend so that we can go", [("this weekend", *COMING)]),
        (
            "i ordered a cake for saturday this weekend",
            [("saturday", "2026-03-14T00:00", "2026-03-15T00:00"), ("this weekend", *COMING)],
        ),
        # a past told after it, or no such verb: the one just gone
        ("we went for a walk this weekend", [("this weekend", *GONE)]),
        ("i painted the shed this weekend so it can dry", [("this weekend", *GONE)]),
        (
            "we were supposed to go camping this weekend but it rained so we stayed in",
            [("this weekend", *GONE)],
        ),
        ("i took this weekend off and slept a lot", [("this weekend", *GONE)]),
        ("i had this weekend off", [("this weekend", *GONE)]),
        ("so this weekend i got engaged 💍", [("this weekend", *GONE)]),
        ("i couldn't believe how busy it was this weekend", [("this weekend", *GONE)]),
        ("he said this weekend was the best ever", [("this weekend", *GONE)]),
    ],
)
def test_this_weekend_reached_ahead_to_is_the_coming_one(read, text, want) -> None:
    assert read(text, TUESDAY) == want
