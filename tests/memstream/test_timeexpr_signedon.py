"""Time expressions read whole (`resolve_times`, the product's path), round 54's kind of a
participle of planning with no finite verb and a date after "on" (tests/data/timeexpr.md, "a
recurring mention"): "on" tells the day the thing was done ("the contract came back, signed
on tuesday"), the nearest, not the plan's day ahead; "for" and a bare date still bring the
plan ("visit booked for thurs", "table booked thurs at 8"). Said on Thursday 5 September 2024
(UTC)."""

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
        # kept: the plan's date after "for" or right after the participle
        ("visit booked for thurs", [("thurs", "2024-09-12T00:00", "2024-09-13T00:00")]),
        ("pickup arranged for the 14th", [("the 14th", "2024-09-14T00:00", "2024-09-15T00:00")]),
        ("table booked thurs at 8", [("thurs at 8", "2024-09-12T08:00", "2024-09-12T09:00")]),
    ],
)
def test_a_day_something_was_signed_on(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want
