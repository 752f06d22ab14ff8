"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
that is also a word ("wed", "sat") after "is" and a numbered noun of when or an event ("day 2
is wed", "game 3 is sat") is the day of the plan (tests/data/timeexpr.md: "after a word that
introduces a day it is the day"), and a clock time after it is on that day. New sentences,
not the batch's (round 38 part H), and neighbours that keep their reading. Said in UTC on
Monday 4 May 2026, 11:00."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T11:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "tournament plan: game 3 is sat, warmup at 9am",
            [
                ("sat", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("at 9am", "2026-05-09T09:00", "2026-05-09T10:00"),
            ],
        ),
        (
            "the shoot: day 2 is wed, call time 7am",
            [
                ("wed", "2026-05-06T00:00", "2026-05-07T00:00"),
                ("7am", "2026-05-06T07:00", "2026-05-06T08:00"),
            ],
        ),
        ("the date is sat.", [("sat", "2026-05-09T00:00", "2026-05-10T00:00")]),
    ],
)
def test_a_numbered_plan_is_on_the_weekday(read, text, want) -> None:
    assert read(text, SAID) == want


@pytest.mark.parametrize(
    "text",
    ["room 4 is sun, bring cream", "page 3 is wed, the rest is dry", "the forecast is sun!"],
)
def test_a_numbered_thing_that_is_no_plan_keeps_the_word(read, text) -> None:
    assert read(text, SAID) == []
