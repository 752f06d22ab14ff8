"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
with a stop before "last"/"next"/"this" and a month or a season ("starts tues. last
september ...") ends its sentence; the month is the next sentence's own, not the month that
Duckling places the weekday in (issue 21, round 57 part D). New sentences, not the batch's,
and a neighbour that keeps its reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "induction starts tues. last september it rained all week",
            [
                ("tues", "2027-03-09T00:00", "2027-03-10T00:00"),
                ("last september", "2026-09-01T00:00", "2026-10-01T00:00"),
                ("all week", "2027-03-01T00:00", "2027-03-08T00:00"),
            ],
        ),
        (
            "inductions are on thurs. next summer we double the intake",
            [
                ("on thurs", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("next summer", "2027-06-01T00:00", "2027-09-01T00:00"),
            ],
        ),
        # a weekday placed by its week stays one date
        ("monday last week", [("monday last week", "2027-02-22T00:00", "2027-02-23T00:00")]),
    ],
)
def test_a_weekday_stop_before_a_month(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        # a day of the month after the month: one date, Sunday 5 January (follow-up D, review)
        (
            "2024-03-28T19:00+05:30",
            "on sun. next jan 5 we start",
            [("on sun. next jan", "2025-01-05T00:00", "2025-01-06T00:00")],
        ),
        # an ordinal before the weekday: the first Monday of that September
        (
            "2025-01-17T23:40+01:00",
            "school starts the first mon. next september",
            [("the first mon. next september", "2025-09-01T00:00", "2025-09-02T00:00")],
        ),
    ],
)
def test_a_weekday_stop_that_the_month_places(local, said, text, want) -> None:
    assert local(text, said=said) == want
