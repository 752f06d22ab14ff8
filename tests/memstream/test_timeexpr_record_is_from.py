"""Time expressions read whole (`resolve_times`), round 56's kind of a record that a copula
places "from" a day ("these pics are from friday's party", "the footage is from sunday's
match"): where it was taken, the past, whatever the copula's tense (tests/data/timeexpr.md,
"Ranges": what one has the photos from happened). Near misses keep their reading: a thing
that runs from a day on ("the new rates are from monday", "classes are from tuesday"). Said
on Wednesday 14 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "these pics are from friday's party",
            [("friday", "2026-10-09T00:00", "2026-10-10T00:00")],
        ),
        (
            "the footage is from sunday's match",
            [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")],
        ),
        # kept: what runs from a day on
        ("the new rates are from monday", [("monday", "2026-10-19T00:00", "2026-10-20T00:00")]),
        ("classes are from tuesday", [("tuesday", "2026-10-20T00:00", "2026-10-21T00:00")]),
    ],
)
def test_a_record_from_a_day_is_from_the_past_one(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
