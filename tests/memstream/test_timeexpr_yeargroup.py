"""Time expressions read whole (`resolve_times`, the product's path): "yr" before a number,
a school's year group ("the new yr 9 group", "cover for yr 4"): no unit of time, so no
"new year" and no year; the kind of case of blind batches 68-70's misses (round 48 part D;
tests/data/timeexpr.md, "Not dates": numbers of things). New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the new yr 9 group are lovely", []),
        (
            "planning the new yr 8 trip over summer",
            [("summer", "2027-06-01T00:00", "2027-09-01T00:00")],
        ),
        ("can someone take my new yr 10s for a lesson", []),
    ],
)
def test_a_year_group_is_no_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: "yr" as the unit, and the new year
        ("we moved here 2 yrs ago", [("2 yrs ago", "2025-01-01T00:00", "2026-01-01T00:00")]),
        ("skint this yr", [("this yr", "2027-01-01T00:00", "2028-01-01T00:00")]),
    ],
)
def test_yr_as_a_unit_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
