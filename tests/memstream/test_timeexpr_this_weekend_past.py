"""Time expressions read whole (`resolve_times`), by kind (round 38): "this weekend" told as
past before this week's weekend has begun ("this weekend the four of us went climbing", said
on a Monday) is the weekend just gone, of which the past tells, not the one still ahead
(tests/data/timeexpr.md: told as past, the latest one before;
memstream/encoders/times/tensethisweekend.py); told in the present, the future or as an
obligation, and said on the weekend itself, it stays this week's."""

from __future__ import annotations

import pytest

MONDAY = "2026-03-09T10:00"
SUNDAY = "2026-03-15T10:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "this weekend the four of us went climbing",
            MONDAY,
            [("this weekend", "2026-03-07T00:00", "2026-03-09T00:00")],
        ),
        (
            "this wknd was a write-off",
            MONDAY,
            [("this wknd", "2026-03-07T00:00", "2026-03-09T00:00")],
        ),
        (
            "we finally painted the shed this weekend",
            MONDAY,
            [("this weekend", "2026-03-07T00:00", "2026-03-09T00:00")],
        ),
        # neighbours that keep this week's weekend
        (
            "this weekend we're going climbing",
            MONDAY,
            [("this weekend", "2026-03-14T00:00", "2026-03-16T00:00")],
        ),
        (
            "gotta paint the shed this weekend",
            MONDAY,
            [("this weekend", "2026-03-14T00:00", "2026-03-16T00:00")],
        ),
        (
            "we finally painted the shed this weekend",
            SUNDAY,
            [("this weekend", "2026-03-14T00:00", "2026-03-16T00:00")],
        ),
    ],
)
def test_this_weekend_told_as_past_is_the_one_just_gone(read, text, said, want) -> None:
    assert read(text, said) == want
