"""Time expressions read whole (`resolve_times`, the product's path), said at the speaker's
own offset: a clock time on a part of today named with "this" ("scan this morning at 11",
"this arvo at 3:45") is today's, whatever the tagger reads the sentence's tense as; not
yesterday's nor tomorrow's (issue 21, round 52 part b)."""

from __future__ import annotations

import pytest

MORNING = "2025-03-05T07:19:00+10:00"
LATER = "2025-03-05T16:19:00+10:00"


@pytest.mark.parametrize(
    ("text", "said", "clock", "start"),
    [
        (
            "scan this morning at 11, fingers crossed",
            MORNING,
            "this morning at 11",
            "2025-03-05T11:00",
        ),
        (
            "dentist this arvo at 3:45, dreading it",
            MORNING,
            "this arvo at 3:45",
            "2025-03-05T15:45",
        ),
        (
            "call this evening at 6 with the landlord",
            MORNING,
            "this evening at 6",
            "2025-03-05T18:00",
        ),
        ("ran this arvo at 1, legs are cooked", LATER, "this arvo at 1", "2025-03-05T13:00"),
        (
            "walked the dog this morning at 7, freezing",
            LATER,
            "this morning at 7",
            "2025-03-05T07:00",
        ),
    ],
)
def test_a_clock_time_on_this_part_of_the_day_is_today(
    local, text: str, said: str, clock: str, start: str
) -> None:
    assert [(t, a) for t, a, _ in local(text, said)] == [(clock, start)]


@pytest.mark.parametrize(
    ("text", "said", "clock", "start"),
    [
        ("tonight at 9 we're watching the final", MORNING, "tonight at 9", "2025-03-05T21:00"),
        ("physio at 2 this afternoon", MORNING, "at 2 this afternoon", "2025-03-05T14:00"),
        ("dentist tomorrow morning at 11", MORNING, "tomorrow morning at 11", "2025-03-06T11:00"),
    ],
)
def test_other_parts_keep_their_reading(
    local, text: str, said: str, clock: str, start: str
) -> None:
    assert [(t, a) for t, a, _ in local(text, said)] == [(clock, start)]


@pytest.mark.parametrize(
    ("text", "said", "clock", "start"),
    [
        (
            "the fight this evening at 11 was insane 🥊",
            "2025-06-14T00:40:00+02:00",
            "this evening at 11",
            "2025-06-13T23:00",
        ),
        (
            "the kickoff this evening at 9 was delayed",
            "2025-06-14T00:40:00+02:00",
            "this evening at 9",
            "2025-06-13T21:00",
        ),
        (
            "the set this evening at 10 was unreal 🔥",
            "2025-06-14T01:20:00+01:00",
            "this evening at 10",
            "2025-06-13T22:00",
        ),
        (
            "home now, dinner this evening at 8 was lush",
            "2025-06-14T01:20:00+01:00",
            "this evening at 8",
            "2025-06-13T20:00",
        ),
        (
            "the meeting this afternoon at 4 went really well",
            "2025-06-14T00:20:00+01:00",
            "this afternoon at 4",
            "2025-06-13T16:00",
        ),
        (
            "the meeting this morning at 11 went well tbh",
            "2025-06-14T00:20:00+01:00",
            "this morning at 11",
            "2025-06-13T11:00",
        ),
        (
            "cried at the vet this afternoon at 2:30, poor thing",
            "2025-06-14T00:50:00+01:00",
            "this afternoon at 2:30",
            "2025-06-13T14:30",
        ),
        (
            "the gig this evening at 9:30 was so loud my ears are ringing",
            "2025-06-14T01:05:00-05:00",
            "this evening at 9:30",
            "2025-06-13T21:30",
        ),
        (
            "scanned this arvo at 2:15, all fine",
            "2025-06-14T04:30:00+02:00",
            "this arvo at 2:15",
            "2025-06-13T14:15",
        ),
    ],
)
def test_told_as_past_in_the_small_hours_it_is_the_part_just_ended(
    local, text: str, said: str, clock: str, start: str
) -> None:
    """Said before 05:00, when none of today's parts has come yet (review of round 52
    part b)."""
    assert [(t, a) for t, a, _ in local(text, said)] == [(clock, start)]


@pytest.mark.parametrize(
    ("text", "said", "clock", "start"),
    [
        (
            "physio this afternoon at 4 hopefully",
            "2025-06-14T00:40:00+02:00",
            "this afternoon at 4",
            "2025-06-14T16:00",
        ),
        (
            "gonna watch the fight this evening at 11",
            "2025-06-14T00:40:00+02:00",
            "this evening at 11",
            "2025-06-14T23:00",
        ),
        (
            "ran this morning at 6 then coffee",
            "2025-06-13T05:30:00-07:00",
            "this morning at 6",
            "2025-06-13T06:00",
        ),
    ],
)
def test_told_as_ahead_in_the_small_hours_or_past_after_them_it_is_today(
    local, text: str, said: str, clock: str, start: str
) -> None:
    assert [(t, a) for t, a, _ in local(text, said)] == [(clock, start)]
