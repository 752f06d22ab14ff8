"""Time expressions read whole (`resolve_times`), round 47's kind of a day of the month
introduced by "on" right before a verb of saying or costing ("the estimate on the 28th said
£300", "the repair on the 2nd cost £80"): the date of the thing before it, no noun the
ordinal heads (tests/data/timeexpr.md, "not dates": "the 14th floor" is an ordinal of a
thing), in the tense of its verb. Near misses: an ordinal of a thing or a person ("the 14th
floor said no", "the 3rd said he was late"), no date. Said on Monday 4 May 2026, 09:00
(UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the estimate on the 28th said £300 and now they want £450",
            [("on the 28th", "2026-04-28T00:00", "2026-04-29T00:00")],
        ),
        (
            "the repair on the 2nd cost £80",
            [("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "the fitting on the 20th says 2 hours",
            [("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        # near misses: an ordinal of a thing or a person
        ("the 14th floor said no", []),
        ("the 3rd said he was late", []),
    ],
)
def test_a_day_of_the_month_before_a_verb_of_saying(read, text, want) -> None:
    assert read(text) == want
