"""Time expressions read whole (`resolve_times`), round 37's kind of "in" a duration after a
count of things or a reading (tests/data/timeexpr.md, not dates: "in" a duration told as
how long something took, "5k in 28 minutes"): how many in how long, or how fast something
gets there, no time; and a possessive's "'s" that is no "is" before a past verb ("my
sister's cake sold out in 15 mins"). A word of the future or of having keeps the time. Said
on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        "festival so far: 9 gigs in 4 days, ears ringing",
        "the new kettle gets to 100°C in 3 mins flat",
        "the phone charges to 80% in 25 mins which is wild",
        "my sister's cake sold out in 15 mins",
        "the vicar's sermon finished in 12 minutes, a record",
    ],
)
def test_a_count_a_reading_or_a_past_is_how_long(read, text) -> None:
    assert read(text, said="2026-05-04T09:00") == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a word of the future or of having, or "is" after a name: the moment it is reached
        (
            "the oven will be at 220°C in 15 mins",
            [("in 15 mins", "2026-05-04T09:15", "2026-05-04T09:16")],
        ),
        ("i have 3 exams in 2 weeks", [("in 2 weeks", "2026-05-18T00:00", "2026-05-25T00:00")]),
        ("mum's coming in 10 mins", [("in 10 mins", "2026-05-04T09:10", "2026-05-04T09:11")]),
        ("dad's car is ready in 2 days", [("in 2 days", "2026-05-06T00:00", "2026-05-07T00:00")]),
        # a number inside a name is no count
        (
            "the cert on api.v2 expires in 9 days",
            [("in 9 days", "2026-05-13T00:00", "2026-05-14T00:00")],
        ),
    ],
)
def test_the_future_keeps_the_time(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
