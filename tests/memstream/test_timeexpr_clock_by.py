"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time
after "by", "for" or "till" that Duckling reads as a span up to it or not at all, the kind
of case of blind batches 35-37's misses in round 37 (tests/data/timeexpr.md, clock times
without am/pm, ranges). New sentences, not the batch's, and neighbours of each kind that
keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "by" a bare hour right after a day: that clock time on that day, in the daytime
        (
            "can you be at the hall weds by 6 to set up",
            "2027-03-08T10:00",
            [("weds by 6", "2027-03-10T18:00", "2027-03-10T19:00")],
        ),
        # before a word that starts a part of the sentence, not a noun
        (
            "lets aim to get there sat by 9 so we get a table",
            "2027-03-08T10:00",
            [("sat by 9", "2027-03-13T09:00", "2027-03-13T10:00")],
        ),
        # a weekday cut short that is a word after a pronoun: no day
        ("we sat by 9 others at the wedding", "2027-03-08T10:00", []),
        # a result's margin keeps Duckling's reading of its day alone
        (
            "we beat them on thurs by 3 goals",
            "2027-03-08T10:00",
            [("on thurs", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
    ],
)
def test_by_hour_after_a_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "now" after an emoji ends another sentence: no routine of the clock time's
        (
            "pickup's thurs at 3 🚗 parking's like $14 now",
            "2027-03-08T10:00",
            [("thurs at 3", "2027-03-11T15:00", "2027-03-11T16:00")],
        ),
        # in the same sentence "now" still tells a routine: its parts of the day are habits
        ("i take 2 pills in the morning and 1 at night now", "2027-03-08T10:00", []),
    ],
)
def test_emoji_ends_the_routine_sentence(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "by" a bare hour after any regular past verb and a count of what: that clock time
        (
            "washed 3 loads by 11 and the line's full already",
            "2027-03-06T13:00",
            [("by 11", "2027-03-06T11:00", "2027-03-06T12:00")],
        ),
        # an age and a result's margin stay no time
        ("she could read 50 words by 3, wild", "2027-03-06T13:00", []),
        ("we scored 3 tries by 2", "2027-03-06T13:00", []),
    ],
)
def test_by_hour_after_a_past_tally(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a bare hour a plan is still "on for": the nearest one ahead, or on the day after it
        (
            "book club still on for 7 even with the rain?",
            "2027-03-06T13:00",
            [("7", "2027-03-06T19:00", "2027-03-06T20:00")],
        ),
        (
            "are we on for 6 tonight",
            "2027-03-06T13:00",
            [("6 tonight", "2027-03-06T18:00", "2027-03-06T19:00")],
        ),
        # a duration, a count, a thing that is on: no clock time
        ("the dryer's been on for 2 hours", "2027-03-06T13:00", []),
        ("is the table still on for 8 people", "2027-03-06T13:00", []),
        ("the heater was on for 3", "2027-03-06T13:00", []),
    ],
)
def test_hour_a_plan_is_on_for(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "every" N minutes "till" a clock time: the time the service runs until, today
        (
            "ferries every 30 mins till 10pm so no rush",
            "2027-03-06T13:00",
            [("10pm", "2027-03-06T22:00", "2027-03-06T23:00")],
        ),
        (
            "shuttles run every 15 mins until 6",
            "2027-03-06T13:00",
            [("6", "2027-03-06T18:00", "2027-03-06T19:00")],
        ),
        # every day, every N minutes on days in the plural: a rule's times, no date
        ("we're open every day till 9pm", "2027-03-06T13:00", []),
        ("the bell rings every 2 hours until 8pm on weekdays", "2027-03-06T13:00", []),
    ],
)
def test_until_after_how_often(read, text, said, want) -> None:
    assert read(text, said=said) == want
