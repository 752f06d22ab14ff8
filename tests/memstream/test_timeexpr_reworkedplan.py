"""Time expressions read whole (`resolve_times`, the product's path), round 54's kind of a
plan reworked "from" a date in the present (tests/data/timeexpr.md, "from X" with no end is
X, the origin of something): "the physio is adjusting my programme from monday" is when the
new plan starts, the coming Monday, as "is changing my plan from" was; not a plan reworked in
the past ("coach rewrote my plan from may 1"), nor other things reworked ("i'm rewriting my
notes from monday": the notes' day), nor a plan from a session's day ("adjusting my programme
from monday's session") or one told as was ("rewriting my plan from march, it was way too
ambitious"). Said on Wednesday 22 April 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-04-22T06:25"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the physio is adjusting my programme from monday",
            [("monday", "2026-04-27T00:00", "2026-04-28T00:00")],
        ),
        (
            "coach is rewriting my training plan from may 1",
            [("may 1", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        # kept
        ("coach rewrote my plan from may 1", [("may 1", "2025-05-01T00:00", "2025-05-02T00:00")]),
        (
            "i'm rewriting my notes from monday",
            [("monday", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        ("still have the plan from march 3", [("march 3", "2026-03-03T00:00", "2026-03-04T00:00")]),
        # kept: the plan that dates from a day, told as was, and a session's day (round 54's
        # review)
        (
            "i'm rewriting my plan from march, it was way too ambitious",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "i'm rewriting my plan from march. it was way too ambitious",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "adjusting my programme from monday's session, knee was sore",
            [("monday", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "coach is rewriting my plan from may 1, 5 sessions a wk instead of 4",
            [("may 1", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
    ],
)
def test_a_plan_reworked_from_a_date(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
