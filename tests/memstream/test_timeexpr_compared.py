"""Time expressions read whole (`resolve_times`, the product's path): kinds of day compared
with a sign ("pancake day > valentines", "christmas > easter": the kinds, no dates), the kind
of case of blind batches 56-58's misses (round 44 part A; tests/data/timeexpr.md, "not
dates": kinds of days). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
FRIDAY = ("friday", "2027-03-05T00:00", "2027-03-06T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("pancake day > valentines tbh", []),
        ("christmas > easter, fight me", []),
        # neighbours: a day of its own, a heart, an arrow
        (
            "this christmas > last christmas",
            [
                ("this christmas", "2027-12-25T00:00", "2027-12-26T00:00"),
                ("last christmas", "2026-12-25T00:00", "2026-12-26T00:00"),
            ],
        ),
        ("see you friday <3", [FRIDAY]),
        # (review) weekdays a ">" weighs as options: one day each
        (
            "saturday > sunday for the party? vote",
            [
                ("saturday", "2027-03-06T00:00", "2027-03-07T00:00"),
                ("sunday", "2027-03-07T00:00", "2027-03-08T00:00"),
            ],
        ),
        ("meeting moved to friday => more time", [FRIDAY]),
    ],
)
def test_kinds_of_day_compared(read, text, want) -> None:
    assert read(text, said=SAID) == want
