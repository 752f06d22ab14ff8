"""Time expressions read whole (`resolve_times`, the product's path): a bare hour "from"
which a plan told ahead runs is its start, the nearest ahead ("we're running shuttles for the
guests from 2", said at 09:00, is 14:00 that day), not the date a thing dates from (round 58
part C; tests/data/timeexpr.md, "from X" with no end is X, and a clock time with no day is
the nearest reading in the sentence's tense). A thing's date stays past ("the pics from 9am
are up"). New sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "we're running shuttles for the guests from 2",
            "2027-03-03T09:00",
            [("from 2", "2027-03-03T14:00", "2027-03-03T15:00")],
        ),
        (
            "road's shut so we're laying on buses for the staff from 11",
            "2027-03-03T08:30",
            [("from 11", "2027-03-03T11:00", "2027-03-03T12:00")],
        ),
        # a thing's date stays past
        (
            "the pics from 9am are up",
            "2027-03-03T10:00",
            [("9am", "2027-03-03T09:00", "2027-03-03T10:00")],
        ),
        # leftovers and records from a clock time: past (timeexpr.md; review)
        (
            "we'll reheat the pasta from 7",
            "2027-03-03T09:00",
            [("from 7", "2027-03-03T07:00", "2027-03-03T08:00")],
        ),
        (
            "i'm gonna answer the texts from 6 after lunch",
            "2027-03-03T09:00",
            [("from 6", "2027-03-03T06:00", "2027-03-03T07:00")],
        ),
    ],
)
def test_a_clock_time_a_plan_runs_from_is_ahead(read, text, said, want) -> None:
    assert read(text, said=said) == want
