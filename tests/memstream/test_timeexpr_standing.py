"""Time expressions read whole (`resolve_times`), round 48's kind of weekdays that are a
standing weekly slot or a kind of day (tests/data/timeexpr.md, "Not dates": habits and kinds
of days): weekdays joined before "for" a number of weeks ("mon + wed 6:30pm for 8 weeks"),
and a weekday that is the other side of "a" weekday ("a saturday instead of fri"). Near
misses keep their days: one weekday before "for 2 weeks" (the start of the stretch), a time
of its own after the slots ("starting next week"). Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # weekly slots for a number of weeks: no date
        ("spin class mon + wed 6:30pm for 8 weeks, £90", []),
        ("mon and wed 7pm for the next 4 weeks", []),
        (
            "pottery tues and thurs at 7 for six weeks starting next week",
            [("next week", "2026-05-11T00:00", "2026-05-18T00:00")],
        ),
        # a kind of day on both sides
        ("can we do a saturday instead of fri? cheaper", []),
        ("let's book a thursday rather than wed", []),
        # near misses: days
        (
            "i'm off to spain friday for 2 weeks",
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "moved it to sunday instead of sat",
            [("sunday", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
    ],
)
def test_weekdays_that_are_a_standing_slot_or_a_kind(read, text, want) -> None:
    assert read(text) == want
