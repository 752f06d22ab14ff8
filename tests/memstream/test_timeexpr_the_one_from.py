"""Time expressions read whole (`resolve_times`), by kind (batch 22): "the one from X" is
where a thing dates from, X itself, not an interval open from X."""

from __future__ import annotations

import pytest


# Kind: "From X" with no end is X, the origin of something (tests/data/timeexpr.md), after
# "the one", a pronoun for a thing, too; "the one from monday to wednesday" stays a range,
# "the one in november" the month
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the tattoo i got is fine but the one from april still itches",
            [("april", "2027-04-01T00:00", "2027-05-01T00:00")],
        ),
        (
            "the one from last summer still fits",
            [("last summer", "2027-06-01T00:00", "2027-09-01T00:00")],
        ),
        (
            "the one from monday to wednesday was better",
            [("from monday to wednesday", "2027-09-27T00:00", "2027-09-30T00:00")],
        ),
        ("the one in november sold out", [("in november", "2027-11-01T00:00", "2027-12-01T00:00")]),
    ],
)
def test_the_one_from_a_date_is_that_date(read, text, want) -> None:
    assert read(text, "2027-10-02T09:00") == want
