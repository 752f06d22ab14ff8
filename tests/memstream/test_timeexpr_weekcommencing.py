"""Time expressions read whole (`resolve_times`, the product's path): a week named by its
first day ("w/c 8th march", "w/b the 15th", "week commencing 22 feb"): the calendar week
that holds that day, as "the week of" it is; the kind of case of blind batches 68-70's
misses (round 48 part D; tests/data/timeexpr.md: a week is Monday to Monday, its grain is
its Monday). New sentences, not the batch's, and neighbours that keep their reading. Said
on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NEXT = ("2027-03-08T00:00", "2027-03-15T00:00")
AFTER = ("2027-03-15T00:00", "2027-03-22T00:00")
LAST = ("2027-02-22T00:00", "2027-03-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("can you put me down for the rota w/c 8th march", [("w/c 8th march", *NEXT)]),
        ("the auditors are booked in w/b the 15th", [("w/b the 15th", *AFTER)]),
        ("i worked three extra shifts w/c 22nd feb", [("w/c 22nd feb", *LAST)]),
        ("the new menu launches week commencing 15 march", [("week commencing 15 march", *AFTER)]),
        (
            "the week beginning the 8th is the busiest",
            [("the week beginning the 8th", *NEXT)],
        ),
    ],
)
def test_a_week_named_by_its_first_day_is_that_week(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: no day after it, or the day alone
        ("the w/c on the ground floor is out of order again", []),
        (
            "the rota for the 8th of march is up",
            [("the 8th of march", *NEXT[:1], "2027-03-09T00:00")],
        ),
        ("the week of the 15th is busy", [("the week of the 15th", *AFTER)]),
    ],
)
def test_no_day_after_it_or_a_day_alone_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_wheelchair_on_a_day_is_the_day(read) -> None:
    # "w/c" before "on" is a wheelchair, no week named by its first day (round 48 part D review)
    assert read("she's in a w/c on monday after the op", said=SAID) == [
        ("on monday", "2027-03-08T00:00", "2027-03-09T00:00")
    ]
