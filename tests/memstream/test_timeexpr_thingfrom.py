"""Time expressions read whole (`resolve_times`), by kind (round 43 part C): a month after
"from" and a thing ("the pics from may", "my gas bill from march") is where the thing dates
from, told as past whatever the thing's verb (tests/data/timeexpr.md: what one has the photos
or leftovers from happened; memstream/encoders/times/tensedated.py), also where Duckling's
match holds the "from" ("from may"): the month itself, not a stretch open on to the year 9999.
A range, a run from the month and an aftermath told ahead keep their old readings."""

from __future__ import annotations

import pytest

SEPTEMBER = "2024-09-06T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the leftovers from may are still in the freezer",
            [("from may", "2024-05-01T00:00", "2024-06-01T00:00")],
        ),
        (
            "our group pics from may are up on the drive",
            [("from may", "2024-05-01T00:00", "2024-06-01T00:00")],
        ),
        (
            "my gas bill from march won't be accepted",
            [("march", "2024-03-01T00:00", "2024-04-01T00:00")],
        ),
        (
            "the receipt from april can't be found",
            [("april", "2024-04-01T00:00", "2024-05-01T00:00")],
        ),
        (
            "the samples from june will ship friday",
            [
                ("june", "2024-06-01T00:00", "2024-07-01T00:00"),
                ("friday", "2024-09-13T00:00", "2024-09-14T00:00"),
            ],
        ),
        # neighbours that keep their old reading
        (
            "I'll be exhausted from christmas",
            [("christmas", "2024-12-25T00:00", "2024-12-26T00:00")],
        ),
        (
            "our lease from march to june is signed",
            [("from march to june", "2025-03-01T00:00", "2025-07-01T00:00")],
        ),
        ("the new menu runs from october", [("october", "2024-10-01T00:00", "2024-11-01T00:00")]),
    ],
)
def test_a_month_a_thing_dates_from_is_past(read, text, want) -> None:
    assert read(text, SEPTEMBER) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my lease from october is gonna cost $1400/mo",
            [("october", "2024-10-01T00:00", "2024-11-01T00:00")],
        ),
        (
            "the changes from november will hit ur paycheck",
            [("november", "2024-11-01T00:00", "2024-12-01T00:00")],
        ),
        (
            "the sale from december will be insane",
            [("december", "2024-12-01T00:00", "2025-01-01T00:00")],
        ),
        # a thing, no term: still behind whatever its verb (review of part C)
        (
            "the photos from august will be up tmrw",
            [
                ("august", "2024-08-01T00:00", "2024-09-01T00:00"),
                ("tmrw", "2024-09-07T00:00", "2024-09-08T00:00"),
            ],
        ),
    ],
)
def test_a_term_from_a_month_told_ahead_runs_from_the_coming_one(read, text, want) -> None:
    assert read(text, SEPTEMBER) == want
