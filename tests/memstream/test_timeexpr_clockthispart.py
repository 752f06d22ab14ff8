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
