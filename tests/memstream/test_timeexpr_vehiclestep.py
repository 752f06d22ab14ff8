"""Time expressions read whole (`resolve_times`, the product's path): a step of the named
day's plan after "!" or "?" may have its vehicle before it ("ski trip sat!! the bus leaves
the car park at 6am"): the clock time is on that day (timemessageday.py), as "camping fri!!
leaving at 3" is, not the nearest (issue 21, round 43 part B). Another sentence with a
subject of its own and no step stays read alone."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "ski trip this sat!! the bus leaves the car park at 6am, bring a packed lunch",
            "2026-02-10T12:00:00+00:00",
            [
                ("this sat", "2026-02-14T00:00", "2026-02-15T00:00"),
                ("at 6am", "2026-02-14T06:00", "2026-02-14T07:00"),
            ],
        ),
        (
            "day trip to the island on sunday? ferry departs at 9:15",
            "2026-02-10T12:00:00+00:00",
            [
                ("on sunday", "2026-02-15T00:00", "2026-02-16T00:00"),
                ("at 9:15", "2026-02-15T09:15", "2026-02-15T09:16"),
            ],
        ),
        # near miss: a sentence of its own with no step of the plan
        (
            "ski trip this sat!! the shop shuts at 6pm",
            "2026-02-10T12:00:00+00:00",
            [
                ("this sat", "2026-02-14T00:00", "2026-02-15T00:00"),
                ("at 6pm", "2026-02-10T18:00", "2026-02-10T19:00"),
            ],
        ),
    ],
)
def test_a_vehicles_step_is_on_the_named_day(local, text, said, want) -> None:
    assert local(text, said) == want
