"""Time expressions read whole (`resolve_times`, the product's path), round 54's kind of a
participle of planning with no finite verb and a date after "on" (tests/data/timeexpr.md, "a
recurring mention"): after a participle of an act over once done, "on" tells the day the
thing was done ("the contract came back, signed on tuesday"), the nearest, not the plan's day
ahead; after one of a plan made, "on" and "for" and a bare date still bring the plan ("flight
booked on the 30th, see u then!!", "visit booked for thurs", "table booked thurs at 8").
Said on Thursday 5 September 2024 (UTC)."""

from __future__ import annotations

import pytest

_THURSDAY = "2024-09-05T15:55"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the contract came back, signed on tuesday.",
            [("on tuesday", "2024-09-03T00:00", "2024-09-04T00:00")],
        ),
        ("form signed on the 2nd", [("on the 2nd", "2024-09-02T00:00", "2024-09-03T00:00")]),
        (
            "all paperwork signed on monday, keys collected today",
            [
                ("on monday", "2024-09-02T00:00", "2024-09-03T00:00"),
                ("today", "2024-09-05T00:00", "2024-09-06T00:00"),
            ],
        ),
        # kept: a plan made "on" a day is the plan's day, ahead (round 54's review)
        (
            "op scheduled on the 28th, nervous af",
            [("on the 28th", "2024-09-28T00:00", "2024-09-29T00:00")],
        ),
        (
            "flight booked on the 30th, see u then!!",
            [("on the 30th", "2024-09-30T00:00", "2024-10-01T00:00")],
        ),
        (
            "call scheduled on monday at 10 w the recruiter",
            [("on monday at 10", "2024-09-09T10:00", "2024-09-09T11:00")],
        ),
        (
            "interview arranged on tuesday, wish me luck",
            [("on tuesday", "2024-09-10T00:00", "2024-09-11T00:00")],
        ),
        (
            "table booked on the 14th for our anniversary, cant wait",
            [("on the 14th", "2024-09-14T00:00", "2024-09-15T00:00")],
        ),
        (
            "meeting set on the 18th at 2 w legal",
            [("on the 18th at 2", "2024-09-18T14:00", "2024-09-18T15:00")],
        ),
        (
            "appointment booked on friday at 2:15",
            [("on friday at 2:15", "2024-09-06T14:15", "2024-09-06T14:16")],
        ),
        # kept: the plan's date after "for" or right after the participle
        ("visit booked for thurs", [("thurs", "2024-09-12T00:00", "2024-09-13T00:00")]),
        ("pickup arranged for the 14th", [("the 14th", "2024-09-14T00:00", "2024-09-15T00:00")]),
        ("table booked thurs at 8", [("thurs at 8", "2024-09-12T08:00", "2024-09-12T09:00")]),
    ],
)
def test_a_day_something_was_signed_on(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want
