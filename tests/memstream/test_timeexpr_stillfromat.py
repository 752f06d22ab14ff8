"""Time expressions read whole (`resolve_times`), batch 41's kind of a state that goes on
"still" from an occasion named with a place ("still dizzy from the hit at the game on
saturday"; tests/data/timeexpr.md, "what one is recovering ... from happened"): the
occasion is over, the latest one, as "still aching from the hike on sunday" is; "still"
with no "from" ("still waiting for the results at the clinic on friday") keeps its own
reading. Said on Monday 9 September 2024 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2024-09-09T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "still sore from the tackle at the match on saturday 🤕",
            _MONDAY,
            [("on saturday", "2024-09-07T00:00", "2024-09-08T00:00")],
        ),
        (
            "ears still ringing from the set at the festival on friday",
            _MONDAY,
            [("on friday", "2024-09-06T00:00", "2024-09-07T00:00")],
        ),
        # kept: no "from", a plan
        (
            "still waiting for my slot at the clinic on friday",
            _MONDAY,
            [("on friday", "2024-09-13T00:00", "2024-09-14T00:00")],
        ),
        # review: kept, a present verb of a schedule, or no state, between "still" and "from"
        (
            "the bus still leaves from the stop at the church on sunday",
            _MONDAY,
            [
                ("on sunday", "2024-09-15T00:00", "2024-09-16T00:00"),
            ],
        ),
        (
            "is the pickup still from the car park at the school on friday?",
            _MONDAY,
            [
                ("on friday", "2024-09-13T00:00", "2024-09-14T00:00"),
            ],
        ),
        (
            "the race still starts from the gate at the park on sunday, 9am",
            _MONDAY,
            [
                ("on sunday", "2024-09-15T00:00", "2024-09-16T00:00"),
                ("9am", "2024-09-15T09:00", "2024-09-15T10:00"),
            ],
        ),
        # review: the past, a state
        (
            "legs still dead from the run at the park on sunday",
            _MONDAY,
            [
                ("on sunday", "2024-09-08T00:00", "2024-09-09T00:00"),
            ],
        ),
    ],
)
def test_still_from_an_occasion_at_a_place(read, text, said, want) -> None:
    assert read(text, said=said) == want
