"""Time expressions read whole (`resolve_times`), round 56's kind of a thing a past verb of
announcing made known "from" a time ("the council just announced a hosepipe ban from
monday", "rail firm declared a strike from 5am thursday"): it runs from then on, the coming
time (tests/data/timeexpr.md, "a recurring mention": planned, the next one). Near misses keep
their reading: a sentence that goes on in the past ("..., it lasted 3 days"), the day of the
announcing ("they announced it on thursday"). Said on Wednesday 14 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the council just announced a hosepipe ban from monday",
            [("monday", "2026-10-19T00:00", "2026-10-20T00:00")],
        ),
        (
            "rail firm declared a strike from 5am thursday",
            [("5am thursday", "2026-10-15T05:00", "2026-10-15T06:00")],
        ),
        # kept: told as past after it; the announcing's day
        (
            "they announced a strike from thursday, it lasted 3 days",
            [("thursday", "2026-10-08T00:00", "2026-10-09T00:00")],
        ),
        (
            "they announced it on thursday",
            [("on thursday", "2026-10-08T00:00", "2026-10-09T00:00")],
        ),
    ],
)
def test_what_was_announced_from_a_day_is_ahead(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56 follow-up D, review: records or people "from" a day, measures told past after it.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "she posted pics from saturday, so cute",
            [("saturday", "2026-10-10T00:00", "2026-10-11T00:00")],
        ),
        ("he posted a vid from friday's gig", [("friday", "2026-10-09T00:00", "2026-10-10T00:00")]),
        (
            "issued a statement from monday's meeting",
            [("monday", "2026-10-12T00:00", "2026-10-13T00:00")],
        ),
        (
            "called a friend from thursday's class",
            [("thursday", "2026-10-08T00:00", "2026-10-09T00:00")],
        ),
        (
            "called the plumber from sunday's emergency line",
            [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")],
        ),
        (
            "the union announced a strike from tuesday. it was a disaster",
            [("tuesday", "2026-10-13T00:00", "2026-10-14T00:00")],
        ),
        (
            "they declared a ban from monday. it got scrapped after 2 days",
            [("monday", "2026-10-12T00:00", "2026-10-13T00:00")],
        ),
        (
            "they declared a state of emergency from sunday, it's still on",
            [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")],
        ),
        ("posted a new schedule from monday", [("monday", "2026-10-19T00:00", "2026-10-20T00:00")]),
        (
            "the union announced a strike from tuesday",
            [("tuesday", "2026-10-20T00:00", "2026-10-21T00:00")],
        ),
    ],
)
def test_records_and_people_from_a_day_and_measures_told_past_keep_it(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56, review of the whole change: a verb of announcing with no measure as its object
#: ("the results", "the winner", "me to a guy") tells a record or a person of a day gone.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "they announced the results from tuesday",
            [("tuesday", "2026-10-13T00:00", "2026-10-14T00:00")],
        ),
        (
            "they declared the winner from saturday",
            [("saturday", "2026-10-10T00:00", "2026-10-11T00:00")],
        ),
        (
            "the coach introduced me to a guy from tuesday",
            [("tuesday", "2026-10-13T00:00", "2026-10-14T00:00")],
        ),
        (
            "the school introduced a new timetable from monday",
            [("monday", "2026-10-19T00:00", "2026-10-20T00:00")],
        ),
    ],
)
def test_announcing_no_measure_keeps_the_day_gone(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
