"""Time expressions read whole (`resolve_times`, the product's path): a clock-looking number
after one's own breath or pose held "for" it is how long it lasted, no time of day (issue 21,
round 41 part E; tests/data/timeexpr.md, "Not dates": durations without an anchor, race
times). A booking held for a time keeps it ("they held my table for 7:30")."""

from __future__ import annotations

import pytest

SAID = "2025-02-18T17:25:00+07:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("pool session done, held my breath for 1:35 😮‍💨 new pb", []),
        ("he held his handstand for 0:48", []),
        (
            "she held her plank for 2:05 this morning",
            [("this morning", "2025-02-18T00:00", "2025-02-18T12:00")],
        ),
        ("held my breath for 1:35 lol", []),
        # near misses: a booking's time, the time of a noun after the number
        (
            "held my baby for 4:30 feed then passed out",
            [("4:30", "2025-02-18T16:30", "2025-02-18T16:31")],
        ),
        (
            "held my son for 5:00 pickup, he was late",
            [("5:00", "2025-02-18T17:00", "2025-02-18T17:01")],
        ),
        (
            "they held my table for 7:30, thank god",
            [("7:30", "2025-02-18T07:30", "2025-02-18T07:31")],
        ),
    ],
)
def test_ones_breath_or_pose_held_for_a_length_is_no_time(local, text, want) -> None:
    assert local(text, SAID) == want
