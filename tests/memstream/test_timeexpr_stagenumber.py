"""Time expressions read whole (`resolve_times`, the product's path): the number of a stage
before a day ("doing round 2 sun morning", "game 3 saturday") is no clock time on that day,
and "round" after a determiner or a verb of doing is that noun, not chat's "around" (round 38
part A; tests/data/timeexpr.md, not dates: counts and ordinals of things). New sentences, and
neighbours whose number is a clock time. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("playing round 4 fri evening", [("fri evening", "2027-03-05T18:00", "2027-03-06T00:00")]),
        ("doing round 3 sunday", [("sunday", "2027-03-07T00:00", "2027-03-08T00:00")]),
        ("watched episode 4 friday", [("friday", "2027-02-26T00:00", "2027-02-27T00:00")]),
        (
            "heat 2 thursday",
            [("thursday", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
    ],
)
def test_a_stages_number_before_a_day_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's "round" for "around", a verb's figures, a meal's hour: clock times
        ("meet round 7 sat morning", [("7 sat morning", "2027-03-06T07:00", "2027-03-06T08:00")]),
        ("see you round 9 sunday", [("9 sunday", "2027-03-07T09:00", "2027-03-07T10:00")]),
        ("leaving 7 sat morning", [("7 sat morning", "2027-03-06T07:00", "2027-03-06T08:00")]),
        ("dinner 8 saturday", [("8 saturday", "2027-03-06T20:00", "2027-03-06T21:00")]),
    ],
)
def test_a_clock_time_before_a_day_stays(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a stage's number before a weekday cut short: the day stays
        ("game 3 sat", [("sat", "2027-03-06T00:00", "2027-03-07T00:00")]),
        # a lesson, a session or a match is booked at a clock time: that hour on the day
        ("yoga session 9 sunday?", [("9 sunday", "2027-03-07T09:00", "2027-03-07T10:00")]),
        (
            "footy match 3 saturday, you in?",
            [("3 saturday", "2027-03-06T15:00", "2027-03-06T16:00")],
        ),
        (
            "piano lesson 5 thursday then swim",
            [("5 thursday", "2027-03-04T17:00", "2027-03-04T18:00")],
        ),
        ("my lesson 10 saturday", [("10 saturday", "2027-03-06T10:00", "2027-03-06T11:00")]),
        ("driving lesson 10 sat", [("10 sat", "2027-03-06T10:00", "2027-03-06T11:00")]),
        ("session 9 sun", [("9 sun", "2027-03-07T09:00", "2027-03-07T10:00")]),
    ],
)
def test_a_numbered_event_keeps_its_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a lesson or a session numbered within a numbered stage: a part's number, the day
        ("week 3 lesson 2 tue", [("tue", "2027-03-09T00:00", "2027-03-10T00:00")]),
        ("day 2 session 4 sat", [("sat", "2027-03-06T00:00", "2027-03-07T00:00")]),
    ],
)
def test_a_lesson_numbered_within_a_stage_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
