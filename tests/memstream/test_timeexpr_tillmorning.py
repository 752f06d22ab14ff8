"""Time expressions read whole (`resolve_times`, the product's path): "till morning", "by
morning" without "the", said at night, is the coming morning, as "till the morning" is
(round 58 part C; tests/data/timeexpr.md, parts of the day: morning 00:00-12:00), not the
hour of midnight Duckling reads. Not a morning's noun ("stuck in morning traffic", "done by
morning shift"). New sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the locksmith won't pick up till morning",
            "2027-03-03T22:40",
            [("morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
        (
            "the pipes should be thawed by morning",
            "2027-03-03T21:15",
            [("morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
        # as before: "the morning"; a noun of the morning is none of this rule's
        (
            "nothing more to do until the morning",
            "2027-03-03T22:40",
            [("the morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
        ("handover notes done by morning shift", "2027-03-03T22:40", []),
    ],
)
def test_till_morning_at_night_is_the_coming_morning(read, text, said, want) -> None:
    assert read(text, said=said) == want
