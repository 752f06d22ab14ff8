"""Time expressions read whole (`resolve_times`, the product's path): which occurrence a
weekday, a date or a clock time names after a past verb that got or planned something
still coming, the kind of case of blind batches 50-52's misses (round 42 part A;
tests/data/timeexpr.md, a recurring mention planned is the next one). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NEXT_FRI = ("2027-03-05T00:00", "2027-03-06T00:00")
LAST_FRI = ("2027-02-26T00:00", "2027-02-27T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a date inside a "for" phrase naming the event a past verb of getting planned for
        ("ordered a cake for the party on fri", [("on fri", *NEXT_FRI)]),
        ("bought new strings for our gig on friday", [("on friday", *NEXT_FRI)]),
        # a price or a count after "for", or the date right after the verb: the act's day
        ("ordered it for £7 on friday", [("on friday", *LAST_FRI)]),
        ("ordered the paint on friday", [("on friday", *LAST_FRI)]),
        # a person, a thing or a post got for, no event: the act's day
        ("bought flowers for the teacher on fri", [("on fri", *LAST_FRI)]),
        ("ordered the parts for the bike on fri", [("on fri", *LAST_FRI)]),
        (
            "applied for the job in february",
            [("in february", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
    ],
)
def test_a_date_of_the_event_a_past_verb_got_something_for(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "next" and a noun after an emoji that ends a past sentence: the next one
        ("we lost 4-1 😭 next match fri", [("fri", *NEXT_FRI)]),
        # no emoji between: the past sentence goes on
        ("we lost the next match fri", [("fri", *LAST_FRI)]),
    ],
)
def test_next_and_a_noun_after_an_emoji(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the date a thing is backdated to is gone by, whatever the tense
        (
            "the pay rise will be backdated to 1 feb",
            [("1 feb", "2027-02-01T00:00", "2027-02-02T00:00")],
        ),
        # moved to a date: ahead
        ("the pay rise got moved to 1 feb", [("1 feb", "2028-02-01T00:00", "2028-02-02T00:00")]),
    ],
)
def test_a_date_backdated_to(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a verb's particle "in" before "from": no date of the act, the booking's range
        (
            "booked the cat in from jan 2nd to the 5th",
            [("in from jan 2nd to the 5th", "2028-01-02T00:00", "2028-01-06T00:00")],
        ),
    ],
)
def test_a_range_booked_in_from(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a clock time right after "got": the slot got, its day ahead
        (
            "got 10:15 on fri for the eye test",
            [("10:15 on fri", "2027-03-05T10:15", "2027-03-05T10:16")],
        ),
        (
            "got 2pm on fri for the 3 of us",
            [("2pm on fri", "2027-03-05T14:00", "2027-03-05T15:00")],
        ),
        # the sentence goes on in the past, or no clock time right after "got": the past
        (
            "got 10:15 on fri, the nurse was lovely",
            [("10:15 on fri", "2027-02-26T10:15", "2027-02-26T10:16")],
        ),
        ("got home at 10:15 on fri", [("at 10:15 on fri", "2027-02-26T10:15", "2027-02-26T10:16")]),
        # a time got in a race, the day apart from it: the past
        ("i got 2:59 in the marathon on fri!!", [("on fri", *LAST_FRI)]),
    ],
)
def test_a_slot_got(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "fingers crossed" that opens its part: a hope, the coming day
        ("interview went ok, fingers crossed for fri", [("fri", *NEXT_FRI)]),
        # a verb before it tells it: the past
        ("i kept my fingers crossed on fri", [("on fri", *LAST_FRI)]),
        # "fingers crossed" with no "for": the sentence's tense
        (
            "fingers crossed all of tuesday and still nothing",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
    ],
)
def test_fingers_crossed_for_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "mon" before "bc"/"because": the day, why it is so comes after
        (
            "the pool's shut mon bc of a leak",
            [("mon", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        # "ya mon": no day
        ("ya mon cos it's fun", []),
    ],
)
def test_mon_before_because(read, text, want) -> None:
    assert read(text, said=SAID) == want
