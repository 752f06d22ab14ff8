"""Two weekdays in a row joined by "and" are one span from the first to the end of the
second, as two days of the month in a row are (tests/data/timeexpr.md, "ranges": "off wed
and thurs", "the conference is on Thursday and Friday"); "next/this/last" before the first is
the pair's. Days apart ("mon and wed"), days joined by "or", habits ("every sat and sun"),
days before a part of the day ("sat and sun mornings") and days of a week named after them
keep their readings. New sentences (`resolve_times`, the product's path); said on Wednesday
10 June 2026 (UTC) unless told."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-06-10T11:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can't do the market, i'm working fri and sat 😩",
            [("fri and sat", "2026-06-12T00:00", "2026-06-14T00:00")],
        ),
        (
            "grandparents are here thursday and friday so no gym",
            [("thursday and friday", "2026-06-11T00:00", "2026-06-13T00:00")],
        ),
        (
            "workshop is next mon and tue, £60 a head",
            [("next mon and tue", "2026-06-15T00:00", "2026-06-17T00:00")],
        ),
        (
            "we were up north sat and sun, back now",
            [("sat and sun", "2026-06-06T00:00", "2026-06-08T00:00")],
        ),
    ],
)
def test_two_weekdays_in_a_row_are_one_span(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # two days apart: two dates
            "bins go out mon and thurs this week",
            None,
        ),
        ("every sat and sun we do parkrun, 5k", []),  # a habit
        ("sat and sun mornings are for the allotment", []),  # the days' mornings, a habit
        (  # "or": two choices, two days
            "can u swap to thurs or fri?",
            [
                ("thurs", "2026-06-11T00:00", "2026-06-12T00:00"),
                ("fri", "2026-06-12T00:00", "2026-06-13T00:00"),
            ],
        ),
    ],
)
def test_other_pairs_keep_their_readings(read, text, want) -> None:
    got = read(text, said=_WEDNESDAY)
    if want is None:  # whatever they are, not one span of both days
        assert all(" and " not in t for t, _, _ in got)
    else:
        assert got == want
