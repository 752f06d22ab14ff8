"""Time expressions read whole (`resolve_times`, the product's path): a day of the month
after a slot or a sign-up sheet and "for" ("we lost our slot for the 14th") is the day the
slot is for, the coming one even with a past verb telling what happened to it, the kind of
blind batches 95-97's misses (round 57 part E; tests/data/timeexpr.md: a recurring mention
planned is the next one). A thing that reports a day ("the results for the 3rd came out")
keeps the past. Said on Wednesday 10 June 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-06-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the depot gave away our slot for the 12th so we're stuck",
            [("the 12th", "2026-06-12T00:00", "2026-06-13T00:00")],
        ),
        (
            "the sign up sheet for the 20th went round at work",
            [("the 20th", "2026-06-20T00:00", "2026-06-21T00:00")],
        ),
        (
            "they cancelled both slots for the 3rd",
            [("the 3rd", "2026-07-03T00:00", "2026-07-04T00:00")],
        ),
    ],
)
def test_a_slot_for_a_day_is_the_coming_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_report_for_a_day_keeps_the_past(read) -> None:
    found = read("the results for the 3rd came out", said=SAID)
    assert [(t, a) for t, a, _ in found] in ([], [("the 3rd", "2026-06-03T00:00")])
