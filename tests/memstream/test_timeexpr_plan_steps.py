"""Time expressions read whole (`resolve_times`, the product's path): a clock time in a new
sentence that opens on a step of the plan with no subject of its own ("leaving at 3",
"starts at 6pm", "back by 8pm") is on the day the message named before it, across "!", "?"
or a full stop (tests/data/timeexpr.md: a bare hour on a named day is its daytime reading).
New sentences, not the batch's (round 38 part H), and neighbours that keep their reading.
Said in UTC on Monday 4 May 2026, 11:00."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T11:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "fishing trip on the 16th!! setting off at 5am from the harbour",
            [
                ("on the 16th", "2026-05-16T00:00", "2026-05-17T00:00"),
                ("at 5am", "2026-05-16T05:00", "2026-05-16T06:00"),
            ],
        ),
        (
            "the housewarming is on the 9th? starts at 6pm, bring a bottle",
            [
                ("on the 9th", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("at 6pm", "2026-05-09T18:00", "2026-05-09T19:00"),
            ],
        ),
        (
            "hike up snowdon on the 23rd, leaving at 7am. grab snacks on the way. back by 8pm",
            [
                ("on the 23rd", "2026-05-23T00:00", "2026-05-24T00:00"),
                ("at 7am", "2026-05-23T07:00", "2026-05-23T08:00"),
                ("8pm", "2026-05-23T20:00", "2026-05-23T21:00"),
            ],
        ),
        (  # a bare hour on the named day: its daytime reading
            "kayaking on the 16th!! leaving at 2 from the jetty",
            [
                ("on the 16th", "2026-05-16T00:00", "2026-05-17T00:00"),
                ("at 2", "2026-05-16T14:00", "2026-05-16T15:00"),
            ],
        ),
    ],
)
def test_a_step_of_the_plan_in_a_new_sentence_is_on_the_named_day(read, text, want) -> None:
    assert read(text, SAID) == want


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a new sentence about something else, or told as past, is not on the day
        ("the match is on sunday! training at 6:30", "2026-05-04T06:30"),
        ("the party is on the 9th. we ate at 7pm", "2026-05-03T19:00"),
        ("the party is on the 9th. 4pm is my nap", "2026-05-04T16:00"),
    ],
)
def test_another_sentence_keeps_its_own_reading(read, text, kept) -> None:
    got = read(text, SAID)
    assert got[0][1].startswith("2026-05-09") or got[0][1].startswith("2026-05-10")
    assert got[1][1] == kept


def test_a_correction_after_the_day_is_still_on_it(read) -> None:
    assert read("the 9th, sorry!! 4pm works", SAID)[1] == (
        "4pm",
        "2026-05-09T16:00",
        "2026-05-09T17:00",
    )


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "home" or "back" with no word of where or when after it is no step of the plan
        (
            "kids are at grandma's till sunday. home alone at 8pm with wine",
            "2027-03-08T15:10",
            [
                ("sunday", "2027-03-14T00:00", "2027-03-15T00:00"),
                ("at 8pm", "2027-03-08T20:00", "2027-03-08T21:00"),
            ],
        ),
        # a bare hour of a step on a day two days on: its daytime reading, not the night's
        (
            "dentist on wed! leaving at 2",
            "2027-03-08T15:10",
            [
                ("on wed", "2027-03-10T00:00", "2027-03-11T00:00"),
                ("at 2", "2027-03-10T14:00", "2027-03-10T15:00"),
            ],
        ),
        (
            "gym on tuesday. back is killing me at 3",
            "2027-03-08T10:15",
            [
                ("on tuesday", "2027-03-09T00:00", "2027-03-10T00:00"),
                ("at 3", "2027-03-08T15:00", "2027-03-08T16:00"),
            ],
        ),
    ],
)
def test_no_step_of_the_plan(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "school trip on thursday! back at 4",
            [
                ("on thursday", "2027-03-11T00:00", "2027-03-12T00:00"),
                ("at 4", "2027-03-11T16:00", "2027-03-11T17:00"),
            ],
        ),
        (
            "footy on sunday. back home by 6",
            [
                ("on sunday", "2027-03-14T00:00", "2027-03-15T00:00"),
                ("by 6", "2027-03-14T18:00", "2027-03-14T19:00"),
            ],
        ),
        (
            "party on sat! home by 11",
            [
                ("on sat", "2027-03-13T00:00", "2027-03-14T00:00"),
                ("by 11", "2027-03-13T11:00", "2027-03-13T12:00"),
            ],
        ),
        (
            "wedding on sat! back at 11 probably",
            [
                ("on sat", "2027-03-13T00:00", "2027-03-14T00:00"),
                ("at 11", "2027-03-13T11:00", "2027-03-13T12:00"),
            ],
        ),
    ],
)
def test_back_or_home_right_before_the_clock_is_a_step(read, text, want) -> None:
    """ "back"/"home" right before the clock time is a step of the plan on the named day: the
    clock mention holds its "at"/"by" (round 38, third review; said Monday 8 March 2027)."""
    assert read(text, said="2027-03-08T10:15") == want
