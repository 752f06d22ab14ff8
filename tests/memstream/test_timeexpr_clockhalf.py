"""Time expressions read whole (`resolve_times`, the product's path): the half of the day of a
bare clock time (issue 21, round 54 part c). A clock time right before "in the morning", said
in the small hours, is that morning's clock time ("the pharmacy opens at 7:30 in the morning",
said at 02:10, is 07:30 that day), not the morning alone with its clock time lost."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the pharmacy opens at 7:30 in the morning, i'll go then",
            "2025-05-14T02:10:00+01:00",
            [("at 7:30 in the morning", "2025-05-14T07:30", "2025-05-14T07:31")],
        ),
        (
            "my cab's booked for 6 in the morning ugh",
            "2025-05-14T00:40:00+01:00",
            [("6 in the morning", "2025-05-14T06:00", "2025-05-14T07:00")],
        ),
        (
            "won't sleep till 4 in the morning at this rate",
            "2025-05-14T01:05:00+01:00",
            [("4 in the morning", "2025-05-14T04:00", "2025-05-14T05:00")],
        ),
        # near misses: "in the morning" alone stays the morning begun; said later, as before
        (
            "text me in the morning",
            "2025-05-14T02:10:00+01:00",
            [("in the morning", "2025-05-14T00:00", "2025-05-14T12:00")],
        ),
        (
            "the pharmacy opens at 7:30 in the morning",
            "2025-05-13T22:10:00+01:00",
            [("at 7:30 in the morning", "2025-05-14T07:30", "2025-05-14T07:31")],
        ),
    ],
)
def test_the_half_of_the_day_of_a_bare_clock_time(local, text, said, want) -> None:
    assert local(text, said) == want
