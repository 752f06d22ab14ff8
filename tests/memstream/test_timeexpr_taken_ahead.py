"""Time expressions read whole (`resolve_times`, the product's path), batches 56-58's kinds
of which occurrence a day names (tests/data/timeexpr.md, "a recurring mention": planned,
the next one; told as past, the latest one): a shift picked up for a day, or the day picked
up itself ("picked up fri 2-8"), someone got booked in for a day, an appointment got with
its day right after it, something started "from" a day: the coming one, though the verb
is past; a question's "did" with a noun subject ("did anything happen ... sun") and an
irregular past the tagger reads as a present ("she lent it ... on monday"): the one gone.
New sentences of each kind, and ones of a neighbouring kind that keep their reading. Said
on Wednesday 6 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-05-06T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "picked up an extra one for thurs night, need the cash",
            [("thurs night", "2026-05-07T18:00", "2026-05-08T00:00")],
        ),
        (
            "just picked up fri 2-8 at the pub",
            [("fri 2-8", "2026-05-08T14:00", "2026-05-08T20:00")],
        ),
        (
            "got dad booked in for monday at 9:15",
            [("monday at 9:15", "2026-05-11T09:15", "2026-05-11T09:16")],
        ),
        (
            "finally got her an appointment fri 11:20",
            [("fri 11:20", "2026-05-08T11:20", "2026-05-08T11:21")],
        ),
        (
            "gonna start cycling to work from tues",
            [("tues", "2026-05-12T00:00", "2026-05-13T00:00")],
        ),
        (
            "did anything happen at the match sun",
            [("sun", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        (
            "why did tom cancel on saturday",
            [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "she lent it to me on monday",
            [("on monday", "2026-05-04T00:00", "2026-05-05T00:00")],
        ),
        # kept: what was picked up on a day, a fine got, tickets bought in a month, a thing
        # that dates from a day, a thing got on a day: the past
        (
            "picked up the kids on tuesday",
            [("on tuesday", "2026-05-05T00:00", "2026-05-06T00:00")],
        ),
        (
            "got a speeding ticket tues",
            [("tues", "2026-05-05T00:00", "2026-05-06T00:00")],
        ),
        (
            "bought the tix in march",
            [("in march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "I still have the receipt from monday",
            [("monday", "2026-05-04T00:00", "2026-05-05T00:00")],
        ),
        (
            "got a new phone on thursday",
            [("on thursday", "2026-04-30T00:00", "2026-05-01T00:00")],
        ),
        # kept (round 44 part C review): someone picked up from a place, a booking the
        # sentence goes on to tell as past, a thing got on a day with no clock time of its
        # own or told as past after it
        (
            "picked up thursday at 9pm from heathrow, 2 hr delay",
            [("thursday at 9pm", "2026-04-30T21:00", "2026-04-30T22:00")],
        ),
        (
            "had a table booked for friday but we ended up not going",
            [("friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "had the venue booked for the 3rd and it went amazingly",
            [("the 3rd", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        (
            "got a table sat night, the place was heaving",
            [("sat night", "2026-05-02T18:00", "2026-05-03T00:00")],
        ),
        (
            "got a ticket sunday, £70 fine",
            [("sunday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        (
            "got an appt friday and she said it's nothing serious",
            [("friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        # a slot got with its clock time right after the noun: ahead
        (
            "got a table fri 8pm",
            [("fri 8pm", "2026-05-08T20:00", "2026-05-08T21:00")],
        ),
    ],
)
def test_a_day_taken_ahead_or_told_as_past(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "rent's not due till the 20th and the boiler broke on monday",
            [
                ("the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("on monday", "2026-05-04T00:00", "2026-05-05T00:00"),
            ],
        ),
        (
            "the visa's not ready till the 9th and we applied on sunday",
            [
                ("the 9th", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("on sunday", "2026-05-03T00:00", "2026-05-04T00:00"),
            ],
        ),
        # kept: an owner's thing before a past verb
        (
            "tom's car broke down on the 2nd",
            [("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        # kept: "'s never been" is "has never been", the past
        (
            "the car's never been the same since the crash in april",
            [("in april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
    ],
)
def test_a_denied_is_written_as_a_possessive(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "booked 2 extra shifts on the app, fri 6:30 at the depot and a late on the 28th",
            [
                ("fri 6:30", "2026-05-08T18:30", "2026-05-08T18:31"),
                ("on the 28th", "2026-05-28T00:00", "2026-05-29T00:00"),
            ],
        ),
        # kept: a list of things booked with no dates of their own, "in" a month: when
        (
            "booked the ferry, the hotel and the car in march",
            [("in march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
    ],
)
def test_a_list_of_bookings_each_with_its_date(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


def test_a_list_of_bookings_told_as_past_keeps_the_act(read) -> None:
    # a list with its clock times that the sentence goes on to tell as past: "in april" is
    # when it was arranged (round 44 part C review)
    got = read(
        "arranged the lot, taxi 5:15am, and the hotel in april, it was perfect", said=_WEDNESDAY
    )
    assert ("in april", "2026-04-01T00:00", "2026-05-01T00:00") in got
