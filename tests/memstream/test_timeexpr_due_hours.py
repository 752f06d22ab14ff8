"""Time expressions read whole (`resolve_times`, the product's path): a bare hour after "by",
"for" or "from" that was read as nothing, the kind of case of blind batches 38-40's misses in
round 38 (tests/data/timeexpr.md, clock times without am/pm, ranges: "by X" is X): "by" a
bare hour ending a task one has to do or after the way's being clear, "for" a bare hour one
is to be somewhere for, a range of hours after "shift" the noun, and "gotta" as a present.
New sentences, not the batch's, and neighbours that keep their reading. Said in UTC at the
time each case gives."""

from __future__ import annotations

import pytest

MORNING = "2027-03-08T07:10"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a duty, then "by" a bare hour: the nearest such hour ahead
        (
            "need to drop the parcel at the depot by 4 and grab milk",
            [("by 4", "2027-03-08T16:00", "2027-03-08T17:00")],
        ),
        # "gotta" is "have got to", a present duty ahead, not a past
        (
            "gotta hang the washing out by 9, looks sunny",
            [("by 9", "2027-03-08T09:00", "2027-03-08T10:00")],
        ),
        # the way being clear by a bare hour
        (
            "police say the bridge should be clear by 2",
            [("by 2", "2027-03-08T14:00", "2027-03-08T15:00")],
        ),
        # margins, measures and ages stay no time
        ("we need to win by 3 goals on the night", []),
        ("you have to cut it by 2 so it fits", []),
        ("my nephew has to be reading by 5 apparently", []),
        # a stage of growing up or a jab by an age: no clock time
        ("he has to be potty trained by 3", []),
        ("kids must be vaccinated by 5", []),
        ("she needs to be walking by 1 or we see the GP", []),
        # a particle of the duty's verb earlier in the clause is no margin
        (
            "need to pick up the kids by 3",
            [("by 3", "2027-03-08T15:00", "2027-03-08T16:00")],
        ),
        (
            "have to drop off the keys by 5",
            [("by 5", "2027-03-08T17:00", "2027-03-08T18:00")],
        ),
        (
            "gotta hand over the keys by 4",
            [("by 4", "2027-03-08T16:00", "2027-03-08T17:00")],
        ),
        # a thing needed by a bare hour, and a state one must be in by then
        (
            "need it by 4 latest",
            [("by 4", "2027-03-08T16:00", "2027-03-08T17:00")],
        ),
        (
            "the baby needs to be sleeping by 7",
            [("by 7", "2027-03-08T19:00", "2027-03-08T20:00")],
        ),
    ],
)
def test_by_hour_of_a_duty(read, text, want) -> None:
    assert read(text, said=MORNING) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # to be somewhere "for" a bare hour: when one is due there
        (
            "train's cancelled and i'm meant to be at the office for 9",
            [("for 9", "2027-03-08T09:00", "2027-03-08T10:00")],
        ),
        # a plan that fell through: the nearest such hour, ahead or behind
        (
            "bus never came, was supposed to be at the clinic for 10",
            [("for 10", "2027-03-08T10:00", "2027-03-08T11:00")],
        ),
        # a stretch, a count or a time with no place: no clock time
        ("she was at the office for 9 hours straight", []),
        ("booked a table at the pub for 6 people", []),
        # how long one will stay, not when one is due: no clock time
        ("she'll be here for 3, maybe 4 days", []),
        ("i'll be at the gym for 1, then lunch", []),
        ("we'll be at the pub for 2, then home", []),
        ("we have to be at the hotel for 2-3 nights", []),
        ("she'll be here for 3", []),
        ("we'll be there for 2 weeks", []),
        # told in the future of coming to a place: when one arrives (third review)
        ("i'll be there for 7", [("for 7", "2027-03-08T19:00", "2027-03-08T20:00")]),
        ("gonna be there for 7", [("for 7", "2027-03-08T19:00", "2027-03-08T20:00")]),
        ("ill be home for 6", [("for 6", "2027-03-08T18:00", "2027-03-08T19:00")]),
        (
            "we'll be home for 6 tonight",
            [("for 6 tonight", "2027-03-08T18:00", "2027-03-08T19:00")],
        ),
        (
            "she'll be at the station for 3",
            [("for 3", "2027-03-08T15:00", "2027-03-08T16:00")],
        ),
        # a request to be at someone's home
        (
            "can you be at mine for 7?",
            [("for 7", "2027-03-08T19:00", "2027-03-08T20:00")],
        ),
    ],
)
def test_for_hour_at_a_place(read, text, want) -> None:
    assert read(text, said=MORNING) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "shift" the noun: its hours, no date moved
        (
            "doing an extra shift from 10 to 2, then gym",
            [("from 10 to 2", "2027-03-08T10:00", "2027-03-08T14:00")],
        ),
        # "shift" the verb: where the date was and where it goes
        (
            "can we shift the review from friday to monday",
            [
                ("friday", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("monday", "2027-03-15T00:00", "2027-03-16T00:00"),
            ],
        ),
    ],
)
def test_shift_the_noun(read, text, want) -> None:
    assert read(text, said=MORNING) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a duty to be up, out of bed: the morning's hour, the next one ahead
        ("gotta be up by 6", [("by 6", "2027-03-09T06:00", "2027-03-09T07:00")]),
        ("have to be up by 7 for the flight", [("by 7", "2027-03-09T07:00", "2027-03-09T08:00")]),
        # a system up and running, and being home: the daytime reading
        ("gotta be up and running by 6", [("by 6", "2027-03-08T18:00", "2027-03-08T19:00")]),
        ("i need to be home by 6", [("by 6", "2027-03-08T18:00", "2027-03-08T19:00")]),
    ],
)
def test_by_hour_of_a_duty_to_be_up_is_the_morning(read, text, want) -> None:
    assert read(text, said="2027-03-08T10:15") == want
