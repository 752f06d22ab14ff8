"""Time expressions read whole (`resolve_times`, the product's path), batch 13's kind "a plan
moved from X to Y": the old date and the new one are two days, not a range, and the old one
is read in the same direction as the new one (a plan still ahead), not past for "moved"
(tests/data/timeexpr.md). New sentences of the kind, and ranges that stay ranges."""

from __future__ import annotations

import pytest


# Kind: a verb of moving (in the clause, or the clause before a comma) and "from X to Y"
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "physio got moved from the 12th to the 19th",
            [
                ("the 12th", "2026-05-12T00:00", "2026-05-13T00:00"),
                ("the 19th", "2026-05-19T00:00", "2026-05-20T00:00"),
            ],
        ),
        (
            "they bumped my interview from the 6th to the 13th, ugh",
            [
                ("the 6th", "2026-05-06T00:00", "2026-05-07T00:00"),
                ("the 13th", "2026-05-13T00:00", "2026-05-14T00:00"),
            ],
        ),
        (
            "the tribunal was continued, from may 20 to june 30, lawyer said it happens",
            [
                ("may 20", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("june 30", "2026-06-30T00:00", "2026-07-01T00:00"),
            ],
        ),
        (
            "dentist rescheduled me from the 7th to next friday",
            [
                ("the 7th", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("next friday", "2026-05-15T00:00", "2026-05-16T00:00"),
            ],
        ),
    ],
)
def test_a_plan_moved_from_x_to_y_is_two_days_ahead(read, text, want) -> None:
    assert read(text) == want


# Not the kind: no verb of moving, or "continued" as going on: a range stays a range
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the clinic is closed from the 6th to the 13th",
            [("from the 6th to the 13th", "2026-05-06T00:00", "2026-05-14T00:00")],
        ),
        (
            "we stayed at my aunt's from the 1st to the 3rd",
            [("from the 1st to the 3rd", "2026-05-01T00:00", "2026-05-04T00:00")],
        ),
        (
            "the strike continued from march 2 to march 20",
            [("from march 2 to march 20", "2026-03-02T00:00", "2026-03-21T00:00")],
        ),
    ],
)
def test_a_range_without_moving_stays_a_range(read, text, want) -> None:
    assert read(text) == want
