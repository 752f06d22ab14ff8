"""Time expressions read whole (`resolve_times`), round 56's kind of a heading for a day
before a colon ("grocery list for saturday: eggs, the flour we ran out of, milk"): a noun
and "for" the day opening its sentence with no verb is what the lines after the colon are
meant for, the coming day, whatever their tense (tests/data/timeexpr.md, "a recurring
mention": planned, the next one). Near misses keep their reading: a record of the day
("scores for sunday: we lost 2-1"), a verb before it ("we lost on saturday: gutted"). Said
on Wednesday 14 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "grocery list for saturday: eggs, the flour we ran out of, milk",
            [("saturday", "2026-10-17T00:00", "2026-10-18T00:00")],
        ),
        (
            "run sheet for thurs: doors at 6, we forgot the mics last time",
            [
                ("thurs", "2026-10-15T00:00", "2026-10-16T00:00"),
                ("at 6", "2026-10-15T18:00", "2026-10-15T19:00"),
            ],
        ),
        # kept: a record of the day; a verb that tells it
        ("scores for sunday: we lost 2-1", [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")]),
        ("we lost on saturday: gutted", [("on saturday", "2026-10-10T00:00", "2026-10-11T00:00")]),
    ],
)
def test_a_heading_for_a_day_is_the_coming_day(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56 follow-up D, review: a heading whose first clause after the colon is told as past.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "recap for friday: we smashed it, 40 covers",
            [("friday", "2026-10-09T00:00", "2026-10-10T00:00")],
        ),
        (
            "summary for monday: went well, client happy",
            [("monday", "2026-10-12T00:00", "2026-10-13T00:00")],
        ),
        (
            "menu for sunday: we had the lamb, was gorgeous",
            [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")],
        ),
        (
            "debrief for tuesday: went ok, 2 complaints",
            [("tuesday", "2026-10-13T00:00", "2026-10-14T00:00")],
        ),
        (
            "pickup list for monday: 6 inserts that we lost when the sun went",
            [("monday", "2026-10-19T00:00", "2026-10-20T00:00")],
        ),
    ],
)
def test_a_heading_told_past_after_its_colon_keeps_it(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
