"""Time expressions read whole (`resolve_times`, the product's path): a date after a
participle of planning with no helper ("boiler service arranged for thurs", "parcel
collection booked for fri") is the plan's, the coming one, as "the visit is booked for
thursday" (tests/data/timeexpr.md: a recurring mention planned is the next one; issue 21,
round 49). Such a weekday was the nearest, the one just gone when nearer. Other
participles keep their reading ("fence blown down on thursday", "car washed thurs": the
one gone)."""

from __future__ import annotations

import pytest

SAID = "2025-10-12T12:00:00+01:00"  # a Sunday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "boiler service arranged for thurs",
            [("thurs", "2025-10-16T00:00", "2025-10-17T00:00")],
        ),
        ("parcel collection booked for fri", [("fri", "2025-10-17T00:00", "2025-10-18T00:00")]),
        (
            "plumber booked in for the 20th",
            [("the 20th", "2025-10-20T00:00", "2025-10-21T00:00")],
        ),
        # near misses: no plan, the day gone
        (
            "fence blown down on thursday",
            [("on thursday", "2025-10-09T00:00", "2025-10-10T00:00")],
        ),
        ("car washed thurs", [("thurs", "2025-10-09T00:00", "2025-10-10T00:00")]),
    ],
)
def test_a_date_a_plan_s_participle_brings(local, text, want) -> None:
    assert local(text, SAID) == want


TOLD_SAID = "2024-09-14T10:00:00+00:00"  # a Saturday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a sentence that goes on in the past tells the booked day as over: the one gone
        (
            "table reserved for friday, was lovely thanks",
            [("friday", "2024-09-13T00:00", "2024-09-14T00:00")],
        ),
        (
            "room booked for the 5th and it was awful tbh",
            [("the 5th", "2024-09-05T00:00", "2024-09-06T00:00")],
        ),
        # a bare verb that goes on with the plan keeps it ahead
        (
            "dentist booked for mon, paid the deposit",
            [("mon", "2024-09-16T00:00", "2024-09-17T00:00")],
        ),
    ],
)
def test_a_plan_told_as_over_after_its_date(local, text, want) -> None:
    assert local(text, TOLD_SAID) == want
