"""Time expressions read whole (`resolve_times`), round 37's kind of clock times of a rule
that holds in a season ("off-leash before 10am and after 7pm in summer"; tests/data/
timeexpr.md, not dates: the clock times of a rule, habits and kinds of days): no times, and
the season is a kind. A plan keeps its times. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the pool is open till 9pm in summer", []),
        ("the ferry runs before 8am and after 6pm in winter", []),
        (
            "the ferry runs after 6pm in winter so we're going at 7:30 tonight",
            [("at 7:30 tonight", "2026-05-04T19:30", "2026-05-04T19:31")],
        ),
        # kept: a plan
        (
            "we're flying out at 6am in summer",
            [
                ("at 6am", "2026-05-05T06:00", "2026-05-05T07:00"),
                ("summer", "2026-06-01T00:00", "2026-09-01T00:00"),
            ],
        ),
    ],
)
def test_a_rule_in_a_season(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
