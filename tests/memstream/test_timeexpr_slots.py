"""Time expressions read whole (`resolve_times`, the product's path): which occurrence of a
weekday a slot names, booked into, asked for, offered or ticked off, the kind of case of
blind batches 65-67's misses (round 47 part B; tests/data/timeexpr.md, a recurring
mention: told as past, the latest one; planned or present, the next one). New sentences,
not the batch's, and neighbours that keep their reading. Said on Friday 5 March 2027,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-05T09:00"
LAST_TUE = ("2027-03-02T00:00", "2027-03-03T00:00")
LAST_THU = ("2027-03-04T00:00", "2027-03-05T00:00")
NEXT_TUE = ("2027-03-09T00:00", "2027-03-10T00:00")
NEXT_THU = ("2027-03-11T00:00", "2027-03-12T00:00")
NEXT_MON = ("2027-03-08T00:00", "2027-03-09T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "in" right before a weekday is the particle of "booked in": the plan's day
        (
            "car's making a noise so i booked it in thursday at 8:15",
            [("thursday at 8:15", "2027-03-11T08:15", "2027-03-11T08:16")],
        ),
        (
            "got the boiler booked in mon at 9",
            [("mon at 9", "2027-03-08T09:00", "2027-03-08T10:00")],
        ),
        # "in" before a month dates the booking; being in on a day is the past
        ("we booked the cottage in may", [("in may", "2026-05-01T00:00", "2026-06-01T00:00")]),
        ("i was in thursday and nobody was there", [("thursday", *LAST_THU)]),
        # another verb's "in": the act's day, gone by
        ("signed in tuesday but the system crashed", [("tuesday", *LAST_TUE)]),
        ("logged in thursday and all my files were gone", [("thursday", *LAST_THU)]),
    ],
)
def test_a_weekday_booked_in(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's "(have you) got any ...?": a slot asked for, ahead
        ("u got any slots thursday or monday?", [("thursday", *NEXT_THU), ("monday", *NEXT_MON)]),
        ("got anything free tuesday? my hair is a mess", [("tuesday", *NEXT_TUE)]),
        # what a day left, a thing got, or no question: the past
        ("got any pics from thursday?", [("thursday", *LAST_THU)]),
        ("got a ticket thursday?", [("thursday", *LAST_THU)]),
        ("got anything tuesday.", [("tuesday", *LAST_TUE)]),
        # a thing got on the day, not time or room: the past
        ("got any sleep thursday? that party was loud", [("thursday", *LAST_THU)]),
        ("got any work done tuesday? i got nothing done", [("tuesday", *LAST_TUE)]),
        ("got anything nice for your bday thursday?", [("thursday", *LAST_THU)]),
        ("got any news tuesday? from the interview", [("tuesday", *LAST_TUE)]),
    ],
)
def test_a_slot_asked_for(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a slot left, free or available, told with "was": still to be had, ahead
        (
            "the only appointment left was thursday at 4 which is a pain",
            [("thursday at 4", "2027-03-11T16:00", "2027-03-11T17:00")],
        ),
        ("earliest space free was tuesday, gutted", [("tuesday", *NEXT_TUE)]),
        # one had, no word of being left, or one the sentence goes on to tell as past
        ("my last appointment was thursday", [("thursday", *LAST_THU)]),
        (
            "the slot was thursday at 4",
            [("thursday at 4", "2027-03-04T16:00", "2027-03-04T17:00")],
        ),
        (
            "the only slot left was thursday at 4 and she turned up late",
            [("thursday at 4", "2027-03-04T16:00", "2027-03-04T17:00")],
        ),
    ],
)
def test_a_slot_offered(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an item ticked off: done
        (
            "shopping on tues ✅ dentist thurs ✅ gym tmrw",
            [
                ("on tues", *LAST_TUE),
                ("thurs", *LAST_THU),
                ("tmrw", "2027-03-06T00:00", "2027-03-07T00:00"),
            ],
        ),
        (
            "tyres on tuesday ✔️ oil on thursday ✔️",
            [("on tuesday", *LAST_TUE), ("on thursday", *LAST_THU)],
        ),
        # no tick, or a plan confirmed: ahead
        (
            "dentist on tuesday, gym on thursday",
            [("on tuesday", *NEXT_TUE), ("on thursday", *NEXT_THU)],
        ),
        ("i have booked the hotel for tuesday ✅", [("tuesday", *NEXT_TUE)]),
        # a verb not past, a day moved to or due by, a request after, a plan's items: ahead
        ("will drop it off tuesday ✅", [("tuesday", *NEXT_TUE)]),
        ("see u thursday ✅", [("thursday", *NEXT_THU)]),
        ("meeting moved to thursday ✅", [("thursday", *NEXT_THU)]),
        ("need to renew passport by tuesday ✅ noted", [("tuesday", *NEXT_TUE)]),
        (
            "dinner at ours thursday 7pm ✅ bring wine",
            [("thursday 7pm", "2027-03-11T19:00", "2027-03-11T20:00")],
        ),
        (
            "booked the climbing wall for jo's birthday, sat the 13th at 2 ✅",
            [("sat the 13th at 2", "2027-03-13T14:00", "2027-03-13T15:00")],
        ),
    ],
)
def test_an_item_ticked_off(read, text, want) -> None:
    assert read(text, said=SAID) == want


LAST_SAT = ("2027-02-27T00:00", "2027-02-28T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "that was <day>", "it was <day>": the day of what was told before, gone by
        ("the garage said 2 days for the part, that was sat, still waiting", [("sat", *LAST_SAT)]),
        (
            "rang the council about the bins, i think it was sun, no reply",
            [("sun", "2027-02-28T00:00", "2027-03-01T00:00")],
        ),
        # a person or a thing seated, or what it was like: no day
        ("she was sat.", []),
        ("the dog was sat, good boy", []),
        ("that was sat on the shelf for ages", []),
        ("it was sun, sea and sand", []),
        ("how was cornwall? it was sun!!! every day", []),
        ("where was the cat? it was sat.", []),
    ],
)
def test_a_day_after_that_was(read, text, want) -> None:
    assert read(text, said=SAID) == want
